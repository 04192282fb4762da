/** Reports and members for the moderation loop's tests, through the real calls. */
import { type ModerationTargetType, routes } from '@swapsies/contract';
import { exactly, type Tuple } from '@swapsies/contract/tuple';
import { expect } from 'vitest';
import { runAdminCommand } from '../modules/admin/admin-command.service.ts';
import { REPORTER_MIN_AGE_MS } from '../modules/reports/hiding.service.ts';
import { callRoute } from './call-route.ts';
import { signUp } from './members.ts';
import type { Member } from './swaps.ts';
import type { TestApp } from './test-app.ts';

/** Reports a thing as `reporter`, expecting it stored. */
export async function report(t: TestApp, reporter: Member, type: ModerationTargetType, id: number, reason = 'Spam') {
  const body = { TargetType: type, TargetID: id, Reason: reason, Text: 'Please look at this.' };
  const response = await callRoute(t.app, routes.report, { body }, reporter.auth);
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Members whose accounts are past the reporters' age rule: made now, then the clock moves on a day.
 * A tuple of `count`, so `const [first, second] = await establishedMembers(t, 2)` needs no casts.
 */
export async function establishedMembers<N extends number>(t: TestApp, count: N): Promise<Tuple<Member, N>> {
  const made: Member[] = [];
  for (let i = 0; i < count; i += 1) made.push(await signUp(t.app, { FirstName: 'Reporter' }));
  t.clock.advance(REPORTER_MIN_AGE_MS + 60_000);
  return exactly(made, count, 'established members');
}

/** The admin command on the test app's database, telling its session cache as it tells the API processes. */
export function adminCommand(t: TestApp, args: string[]) {
  return runAdminCommand(t.database.db, args, (userId) => t.app.ctx.sessionCache.changed(userId));
}

/** A new member made an admin by the admin command, as an operator would. */
export async function signUpAdmin(t: TestApp): Promise<Member> {
  const admin = await signUp(t.app);
  expect((await adminCommand(t, ['grant', admin.Username])).ok).toBe(true);
  return admin;
}
