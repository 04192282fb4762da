/** Uploads per member (RATE_LIMIT_UPLOAD), checked before the photos are read. */
import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { base64, jpeg } from '../../test/images.ts';
import { newItemBody } from '../../test/items.ts';
import { signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOAD: '2/1h' });
  photo = base64(await jpeg(120, 80));
});
afterAll(() => t.close());

function list(auth: Auth, name: string) {
  return callRoute(t.app, routes.createItem, { body: newItemBody(name, '12-1201-120101', photo) }, auth);
}

/** A body cut off mid-way, which the server could only refuse as unparsable if it read it. */
function listUnparsable(headers: Record<string, string>) {
  return uncheckedCall(t.app, routes.createItem, {
    body: '{"Name": ',
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

describe('uploads per member (RATE_LIMIT_UPLOAD=2/1h)', () => {
  it('counts adds and edits, refuses the third with 429, and leaves other members alone', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await list(member.auth, 'Bike');
    expect(first.statusCode).toBe(200);
    const id = first.answer.Item.ID;
    const edit = await callRoute(
      t.app,
      routes.updateItem,
      {
        params: { id },
        body: { Location: 'Brixton', Pint: 0, Charity: false, PhotoIDs: [], EncodedPhotos: [photo] },
      },
      member.auth,
    );
    expect(edit.statusCode).toBe(200);
    const third = await list(member.auth, 'Lamp');
    expect(third.statusCode).toBe(429);
    expect(third.error).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const another = await list(other.auth, 'Desk');
    expect(another.statusCode).toBe(200);
  });

  it('refuses a limited member before reading the body: 429, not the parse error', async () => {
    const member = await signUp(t.app);
    for (const name of ['One', 'Two']) {
      expect((await list(member.auth, name)).statusCode).toBe(200);
    }
    expect((await listUnparsable(member.auth)).statusCode).toBe(429);
  });

  it('refuses an anonymous upload before reading the body: 401, not the parse error', async () => {
    const response = await listUnparsable({});
    expect(response.statusCode).toBe(401);
    expect(response.json().ErrorCode).toBe('WRONG_TOKEN');
  });
});
