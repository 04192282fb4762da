/**
 * The handover reminders (issue 27): 18:00 UK time the evening before a next-day handover and 2
 * hours before, once each across concurrent sweeps, to both members, by notification and by email
 * with the calendar invite; none for an arrangement no longer agreed, nor to a member who switched
 * HandoverReminder off. Each test moves the shared clock to its own absolute times.
 */
import {
  handoverReminderSubjects,
  handoverReminderTexts,
  handoverTimeOfDay,
  outcomeSubjects,
  outcomeTexts,
  routes,
} from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { insertBlock } from '../test/blocks.ts';
import { type Auth, callRoute } from '../test/call-route.ts';
import { agreeHandover } from '../test/handover.ts';
import { calendarIn, recipientOf } from '../test/mail.ts';
import { type Member, matchedPair, notificationsOf, switchNotifications } from '../test/swaps.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sweepHandovers } from './handover-reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves the test clock forward to `iso`. */
function advanceTo(iso: string) {
  const ms = new Date(iso).getTime() - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock is already past ${iso}`);
  t.clock.advance(ms);
}

/** A sweep's reminders (what it asked and revealed aside: the question has its own test). */
async function sweep() {
  const { evening, soon } = await sweepHandovers(t.app.ctx);
  return { evening, soon };
}
/** Two sweeps at once, as two processes would run them: their reminders added up. */
async function twoSweeps() {
  const [first, second] = await Promise.all([sweep(), sweep()]);
  return { evening: first.evening + second.evening, soon: first.soon + second.soon };
}

const nameOf = (who: Member) => `${who.FirstName} ${who.LastName}`;

/** A matched pair whose handover at `at` Abe proposed and Bea accepted. */
async function agreed(at: string, place = 'Outside Headingley library') {
  const found = await matchedPair(t);
  const handoverId = await agreeHandover(t, found.matchId, found.abe, found.bea, at, place);
  return { ...found, handoverId, place };
}

async function remindersOf(viewer: { auth: Auth }) {
  return (await notificationsOf(t, viewer)).filter((n) => n.Kind === 'HandoverReminder');
}

async function mailsTo(who: Member, subject: string) {
  return (await t.outbox()).filter((eml) => recipientOf(eml) === who.Email && eml.includes(`Subject: ${subject}`));
}

/** The UID of the one iCalendar event in a text, its folded lines joined. */
function uidIn(text: string): string | undefined {
  return /^UID:(.+)$/m.exec(text.replace(/\r?\n[ \t]/g, ''))?.[1]?.trim();
}

describe('the reminder 2 hours before', () => {
  it('reminds both members once, with the invite by email, and none the evening before a same-day handover', async () => {
    advanceTo('2026-11-22T12:00:00Z');
    const at = '2026-11-22T17:00:00.000Z';
    const { abe, bea, matchId, place } = await agreed(at);
    t.clock.advance(3 * 3_600_000 - 1);
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });
    t.clock.advance(1);
    expect(await twoSweeps()).toEqual({ evening: 0, soon: 1 });
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });

    const time = handoverTimeOfDay(new Date(at));
    expect(time).toBe('17:00');
    for (const [who, partner] of [
      [abe, bea],
      [bea, abe],
    ] as const) {
      const subject = handoverReminderSubjects.today(nameOf(partner), time);
      expect(await remindersOf(who)).toEqual([
        expect.objectContaining({ Subject: subject, Text: handoverReminderTexts.where(place) }),
      ]);
      const mails = await mailsTo(who, subject);
      expect(mails).toHaveLength(1);
      const invite = calendarIn(mails[0] as string);
      const download = await callRoute(t.app, routes.getHandoverCalendar, { params: { id: matchId } }, who.auth);
      const uid = uidIn(String(download.body));
      expect(uid).toMatch(/^handover-\d+@/);
      expect(uidIn(invite)).toBe(uid);
      expect(invite).toContain('STATUS:CONFIRMED');
    }
  });
});

describe('the reminder the evening before', () => {
  it('comes at 18:00 UK time the day before a next-day handover, once, then the 2-hour one', async () => {
    advanceTo('2026-11-23T10:00:00Z');
    const at = '2026-11-24T10:30:00.000Z';
    const { abe, bea } = await agreed(at);
    advanceTo('2026-11-23T17:59:59.999Z');
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });
    t.clock.advance(1);
    expect(await twoSweeps()).toEqual({ evening: 1, soon: 0 });
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });
    expect((await remindersOf(abe)).map((n) => n.Subject)).toEqual([
      handoverReminderSubjects.tomorrow(nameOf(bea), '10:30'),
    ]);
    expect(await mailsTo(bea, handoverReminderSubjects.tomorrow(nameOf(abe), '10:30'))).toHaveLength(1);

    advanceTo('2026-11-24T08:30:00Z');
    expect(await twoSweeps()).toEqual({ evening: 0, soon: 1 });
    expect((await remindersOf(bea)).map((n) => n.Subject)).toEqual([
      handoverReminderSubjects.today(nameOf(abe), '10:30'),
      handoverReminderSubjects.tomorrow(nameOf(abe), '10:30'),
    ]);
  });

  it('is at 18:00 British Summer Time the evening before the clocks go back', async () => {
    advanceTo('2027-10-30T09:00:00Z');
    // 10:30 GMT on Sunday 31 October 2027; the evening before is 18:00 BST, 17:00 UTC.
    const { abe, bea } = await agreed('2027-10-31T10:30:00.000Z');
    advanceTo('2027-10-30T16:59:59.999Z');
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });
    t.clock.advance(1);
    expect(await sweep()).toEqual({ evening: 1, soon: 0 });
    expect((await remindersOf(abe)).map((n) => n.Subject)).toEqual([
      handoverReminderSubjects.tomorrow(nameOf(bea), '10:30'),
    ]);
  });
});

describe('no reminder', () => {
  it('for an arrangement cancelled, declined or replaced', async () => {
    advanceTo('2028-01-10T09:00:00Z');
    const at = '2028-01-11T12:00:00.000Z';
    const cancelled = await agreed(at);
    await callRoute(t.app, routes.cancelHandover, { params: { id: cancelled.handoverId } }, cancelled.abe.auth);

    const declined = await matchedPair(t);
    const proposal = await callRoute(
      t.app,
      routes.proposeHandover,
      { params: { id: declined.matchId }, body: { At: at, Place: 'The park' } },
      declined.abe.auth,
    );
    await callRoute(t.app, routes.declineHandover, { params: { id: proposal.answer.Handover.ID } }, declined.bea.auth);

    const replaced = await agreed(at);
    await callRoute(
      t.app,
      routes.proposeHandover,
      { params: { id: replaced.matchId }, body: { At: '2028-01-11T13:00:00.000Z', Place: 'The station' } },
      replaced.bea.auth,
    );

    advanceTo('2028-01-10T18:00:00Z');
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });
    advanceTo('2028-01-11T10:30:00Z');
    expect(await sweep()).toEqual({ evening: 0, soon: 0 });
    for (const { abe, bea } of [cancelled, declined, replaced]) {
      expect(await remindersOf(abe)).toEqual([]);
      expect(await remindersOf(bea)).toEqual([]);
    }
  });

  it('to a member who switched HandoverReminder off: no notification and no email', async () => {
    advanceTo('2028-02-01T09:00:00Z');
    const at = '2028-02-01T15:00:00.000Z';
    const { abe, bea } = await agreed(at);
    await switchNotifications(t, abe.id, { HandoverReminder: false });
    advanceTo('2028-02-01T13:00:00Z');
    expect(await sweep()).toEqual({ evening: 0, soon: 1 });
    expect(await remindersOf(abe)).toEqual([]);
    expect(await mailsTo(abe, handoverReminderSubjects.today(nameOf(bea), '15:00'))).toEqual([]);
    expect(await remindersOf(bea)).toHaveLength(1);
    expect(await mailsTo(bea, handoverReminderSubjects.today(nameOf(abe), '15:00'))).toHaveLength(1);
  });

  it('while a block stands between the two, nor to a deleted or suspended account', async () => {
    advanceTo('2028-03-01T09:00:00Z');
    const at = '2028-03-01T15:00:00.000Z';
    const blocked = await agreed(at);
    await insertBlock(t, blocked.abe, blocked.bea);
    const gone = await agreed(at);
    await t.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.abe.id));
    await t.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, gone.bea.id));
    advanceTo('2028-03-01T13:00:00Z');
    await sweep();
    for (const { abe, bea } of [blocked, gone]) {
      for (const [who, partner] of [
        [abe, bea],
        [bea, abe],
      ] as const) {
        expect(await mailsTo(who, handoverReminderSubjects.today(nameOf(partner), '15:00'))).toEqual([]);
      }
    }
    expect(await remindersOf(blocked.abe)).toEqual([]);
    expect(await remindersOf(blocked.bea)).toEqual([]);
  });
});

describe('"Did the swap happen?"', () => {
  async function questionsTo(who: { auth: Auth }) {
    return (await remindersOf(who)).filter((n) => n.Subject.startsWith('Did the swap'));
  }

  it('asks both members 2 hours after the time, once across concurrent sweeps, but not one who has answered', async () => {
    advanceTo('2028-04-01T09:00:00Z');
    const { abe, bea, place } = await agreed('2028-04-01T12:00:00.000Z');
    const answered = await agreed('2028-04-01T12:00:00.000Z');
    advanceTo('2028-04-01T13:59:59.999Z');
    await callRoute(
      t.app,
      routes.reportOutcome,
      { params: { id: answered.matchId }, body: { Outcome: 'happened' } },
      answered.abe.auth,
    );
    expect((await sweepHandovers(t.app.ctx)).asked).toBe(0);
    expect(await questionsTo(abe)).toEqual([]);
    t.clock.advance(1);
    const [first, second] = await Promise.all([sweepHandovers(t.app.ctx), sweepHandovers(t.app.ctx)]);
    expect(first.asked + second.asked).toBe(2);
    expect((await sweepHandovers(t.app.ctx)).asked).toBe(0);
    for (const [who, partner] of [
      [abe, bea],
      [bea, abe],
      [answered.bea, answered.abe],
    ] as const) {
      expect(await questionsTo(who)).toEqual([
        expect.objectContaining({
          Subject: outcomeSubjects.question(nameOf(partner)),
          Text: outcomeTexts.question(place),
        }),
      ]);
    }
    expect(await questionsTo(answered.abe)).toEqual([]);
  });

  it('is not asked once the match has ended, nor of a member who switched HandoverReminder off', async () => {
    advanceTo('2028-05-01T09:00:00Z');
    const ended = await agreed('2028-05-01T12:00:00.000Z');
    const quiet = await agreed('2028-05-01T12:00:00.000Z');
    await callRoute(t.app, routes.unmatch, { params: { id: ended.matchId } }, ended.abe.auth);
    await switchNotifications(t, quiet.bea.id, { HandoverReminder: false });
    advanceTo('2028-05-01T14:00:00Z');
    await sweepHandovers(t.app.ctx);
    expect(await questionsTo(ended.abe)).toEqual([]);
    expect(await questionsTo(ended.bea)).toEqual([]);
    expect(await questionsTo(quiet.bea)).toEqual([]);
    expect(await questionsTo(quiet.abe)).toHaveLength(1);
  });
});
