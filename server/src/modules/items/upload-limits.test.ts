/** Uploads per member (RATE_LIMIT_UPLOAD), checked before the photos are read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, jpeg } from '../../test/images.ts';
import { signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOAD: '2/1h' });
  photo = base64(await jpeg(120, 80));
});
afterAll(() => t.close());

function item(name: string) {
  return {
    Name: name,
    Description: 'A light aluminium road bike, 54 cm frame, recently serviced.',
    Location: 'Lewisham, London',
    CategoryID: 12,
    SubcategoryID: 1201,
    SubcategoryItemID: 120101,
    Pint: 0,
    Charity: false,
    EncodedPhotos: [photo],
  };
}

describe('uploads per member (RATE_LIMIT_UPLOAD=2/1h)', () => {
  it('counts adds and edits, refuses the third with 429, and leaves other members alone', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/item',
      headers: member.auth,
      payload: item('Bike'),
    });
    expect(first.statusCode).toBe(200);
    const id = first.json().Item.ID as number;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/items/${id}`,
      headers: member.auth,
      payload: { Location: 'Brixton', Pint: 0, Charity: false, PhotoIDs: [], EncodedPhotos: [photo] },
    });
    expect(edit.statusCode).toBe(200);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/v1/item',
      headers: member.auth,
      payload: item('Lamp'),
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const another = await t.app.inject({
      method: 'POST',
      url: '/api/v1/item',
      headers: other.auth,
      payload: item('Desk'),
    });
    expect(another.statusCode).toBe(200);
  });

  it('refuses a limited member before reading the body: 429, not the parse error', async () => {
    const member = await signUp(t.app);
    for (const name of ['One', 'Two']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/item',
        headers: member.auth,
        payload: item(name),
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/item',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: '{"Name": ',
    });
    expect(limited.statusCode).toBe(429);
  });

  it('refuses an anonymous upload before reading the body: 401, not the parse error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/item',
      headers: { 'content-type': 'application/json' },
      payload: '{"Name": ',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().ErrorCode).toBe('WRONG_TOKEN');
  });
});
