/** The admins' list of contact and tech-support requests, and resolving them. */
import { type AdminSupportRequest, routes, type TechSupportBody } from '@swapsies/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests, users } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { signUp } from '../../test/members.ts';
import { signUpAdmin } from '../../test/moderation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let admin: Member;
let member: Member;

const MESSAGE = 'The feed shows the same item twice.';

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

function listAs(caller?: Member) {
  return callRoute(t.app, routes.getSupportRequests, undefined, caller?.auth);
}

function resolveAs(id: number, caller?: Member) {
  return callRoute(t.app, routes.resolveSupportRequest, { params: { id } }, caller?.auth);
}

async function list(): Promise<AdminSupportRequest[]> {
  const response = await listAs(admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.Requests;
}

function techSupport(login: string, caller?: Member) {
  const body: TechSupportBody = {
    Login: login,
    Type: 2,
    Page: 'tech-support',
    Subject: 'feature-request',
    Message: MESSAGE,
  };
  return callRoute(t.app, routes.techSupport, { body }, caller?.auth);
}

describe('GET /admin/support and POST /admin/support/:id/resolve', () => {
  it('refuses anonymous callers (401) and members who are not admins (403)', async () => {
    expect((await listAs()).statusCode, 'GET /admin/support').toBe(401);
    expect((await listAs(member)).statusCode, 'GET /admin/support').toBe(403);
    expect((await resolveAs(1)).statusCode, 'POST /admin/support/1/resolve').toBe(401);
    expect((await resolveAs(1, member)).statusCode, 'POST /admin/support/1/resolve').toBe(403);
  });

  it('lists unresolved requests newest first, with where to answer', async () => {
    const contact = await callRoute(
      t.app,
      routes.contact,
      { body: { Page: '/feed', Subject: 'Hello', Message: MESSAGE } },
      member.auth,
    );
    expect(contact.statusCode, contact.body).toBe(200);
    t.clock.advance(60_000);
    expect((await techSupport('stranger@example.org')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await techSupport(member.Username.toUpperCase())).statusCode).toBe(200);

    const [byLogin, anonymous, contacted] = await list();
    expect(byLogin).toMatchObject({
      Kind: 'tech-support',
      UserID: member.id,
      Username: member.Username,
      ReplyTo: member.Email.toLowerCase(),
      Login: member.Username.toUpperCase(),
      Type: 2,
      Page: 'tech-support',
      Subject: 'feature-request',
      Message: MESSAGE,
    });
    expect(anonymous).toMatchObject({
      Kind: 'tech-support',
      UserID: null,
      Username: '',
      ReplyTo: 'stranger@example.org',
      Login: 'stranger@example.org',
    });
    expect(contacted).toMatchObject({
      Kind: 'contact',
      UserID: member.id,
      Username: member.Username,
      ReplyTo: member.Email.toLowerCase(),
      Login: '',
      Type: 1,
      Page: '/feed',
      Subject: 'Hello',
      Message: MESSAGE,
    });
    expect(Date.parse(contacted?.CreatedAt ?? '')).toBeLessThan(Date.parse(byLogin?.CreatedAt ?? ''));
  });

  it('does not show a deleted member as where to answer', async () => {
    const gone = await signUp(t.app);
    expect((await techSupport('gone@example.org', gone)).statusCode).toBe(200);
    await t.database.db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, gone.id));
    const [latest] = await list();
    expect(latest).toMatchObject({ UserID: gone.id, Username: '', ReplyTo: 'gone@example.org' });
  });

  it('resolves a request once: it leaves the list, and a second resolve is NOT_FOUND', async () => {
    expect((await techSupport('resolve-me@example.org')).statusCode).toBe(200);
    const target = (await list()).find((request) => request.Login === 'resolve-me@example.org');
    if (!target) throw new Error('the request is not listed');
    expect((await resolveAs(target.ID, member)).statusCode).toBe(403);
    const resolved = await resolveAs(target.ID, admin);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ Success: true, ErrorCode: '' });
    expect((await list()).map((request) => request.ID)).not.toContain(target.ID);
    const [row] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, target.ID ?? 0));
    expect(row?.resolvedAt).toEqual(t.clock.now());
    const again = await resolveAs(target.ID, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Success: false, ErrorCode: 'NOT_FOUND' });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await resolveAs(999999, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'NOT_FOUND' });
  });
});
