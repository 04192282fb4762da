/**
 * Two matched members arrange their handover in two browsers (issue 27): Tom proposes a time and a
 * place, Ana answers with another time, Tom accepts, and each change appears live as a line in the
 * other's chat. The server's clock then moves forward (CLOCK_OFFSET_FILE): the 2-hour reminder
 * arrives in the bell and by email with its calendar invite; after the time, "Did the swap
 * happen?" arrives; both say yes, confirm the swap, and leave feedback, which each sees once both
 * have given theirs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { calendarIn } from '../../server/src/test/mail.ts';
import { expectAccessible } from './accessibility.ts';
import { chatWith, dataDir, matchedMembers, messageIn, openMatchChats, waitForEmail } from './support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Moves the server's clock to `at` (it reads CLOCK_OFFSET_FILE), and each page's with it. */
async function moveClocksTo(at: number, pages: Page[]) {
  await fs.writeFile(path.join(dataDir(), 'clock-offset'), String(at - Date.now()));
  for (const page of pages) await page.clock.setSystemTime(at);
}

/** A day and time in UK time, as the propose form's date and time fields take them. */
function ukFields(at: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** Two days from now (plus `extraHours`), on the hour. */
function inTwoDays(extraHours = 0): number {
  const at = new Date(Date.now() + 2 * DAY + extraHours * HOUR);
  at.setUTCMinutes(0, 0, 0);
  return at.getTime();
}

async function propose(page: Page, button: string, at: number, place: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: /Propose/ });
  const { date, time } = ukFields(at);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time (UK)').fill(time);
  await dialog.getByLabel('Place').fill(place);
  await dialog.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.afterAll(async () => {
  await fs.rm(path.join(dataDir(), 'clock-offset'), { force: true });
});

test('two members arrange a handover, are reminded, say it happened, and leave feedback', async ({
  browser,
  request,
}) => {
  const { tomPage, anaPage, matchId, tomEmail } = await matchedMembers(browser, request);
  const pages = [tomPage, anaPage];
  for (const page of pages) await page.clock.install();

  // Both open the match and its chat.
  await openMatchChats(matchId, [
    [tomPage, 'Ana'],
    [anaPage, 'Tom'],
  ]);
  await expect(chatWith(tomPage, 'Ana')).toBeVisible();

  // Tom proposes a time two days ahead, and sees the safety tips first.
  const first = inTwoDays();
  await tomPage.getByRole('button', { name: 'Arrange handover' }).click();
  await expect(
    tomPage.getByRole('dialog', { name: 'Propose a handover' }).getByText('Meet in a public place.'),
  ).toBeVisible();
  await expectAccessible(tomPage, 'the Propose a handover dialog');
  await tomPage.getByRole('dialog', { name: 'Propose a handover' }).getByRole('button', { name: 'Cancel' }).click();
  await propose(tomPage, 'Arrange handover', first, 'Outside Headingley library');
  await expect(messageIn(anaPage, 'Tom', /Tom proposed .* at Outside Headingley library/)).toBeVisible();

  // Ana answers with an hour later: Tom sees the line live, and accepts.
  const agreed = first + HOUR;
  await propose(anaPage, 'Propose another time', agreed, 'Outside Headingley library');
  await expect(messageIn(tomPage, 'Ana', /Ana proposed .* at Outside Headingley library/)).toBeVisible();
  await tomPage.getByRole('region', { name: 'Arranging the handover' }).getByRole('button', { name: 'Accept' }).click();
  await expect(messageIn(anaPage, 'Tom', 'Tom accepted')).toBeVisible();
  await expect(
    anaPage.getByRole('region', { name: 'Arranging the handover' }).getByText('Agreed', { exact: true }),
  ).toBeVisible();
  await expectAccessible(anaPage, 'the match, handover agreed');
  await anaPage.screenshot({ path: test.info().outputPath('ana-handover-agreed.png') });

  // Two hours before: the reminder reaches Tom's bell, and his inbox with the calendar invite.
  await moveClocksTo(agreed - 2 * HOUR + MINUTE, pages);
  const reminder = tomPage.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
  await expect(reminder).toBeVisible({ timeout: 15_000 });
  await reminder.click();
  await expect(tomPage.getByText(/Handover with Ana Baker today at \d\d:\d\d/)).toBeVisible();
  await tomPage.keyboard.press('Escape');
  const invite = calendarIn(await waitForEmail(tomEmail));
  expect(invite).toContain(`UID:handover-${matchId}@`);
  expect(invite).toContain('STATUS:CONFIRMED');

  // Two hours after: "Did the swap happen?" arrives, and the card asks it on the match.
  await moveClocksTo(agreed + 2 * HOUR + MINUTE, pages);
  await expect(tomPage.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible({
    timeout: 15_000,
  });
  await tomPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(tomPage.getByText('Did the swap with Ana Baker happen?')).toBeVisible();
  await tomPage.keyboard.press('Escape');

  // Both say yes, which leads into confirming the swap.
  for (const page of pages) {
    await page.goto(`/matches/${matchId}`);
    const question = page.getByRole('region', { name: 'Did the swap happen?' });
    await expect(question.getByText(/You agreed to meet .* at Outside Headingley library/)).toBeVisible();
    await expectAccessible(page, 'the match, Did the swap happen?');
    await question.getByRole('button', { name: 'Yes' }).click();
    const swapped = page.getByRole('dialog', { name: 'Swapped?' });
    await swapped.getByRole('checkbox', { name: 'Select All Items' }).check();
    await swapped.getByRole('button', { name: 'Confirm', exact: true }).click();
  }
  await expect(anaPage.getByText('Congratulations! Your swap has been confirmed successfully!')).toBeVisible();

  // Feedback: Tom gives a thumbs up and sees only his own until Ana gives hers.
  await tomPage.goto(`/matches/${matchId}`);
  const tomFeedback = tomPage.getByRole('region', { name: 'Feedback' });
  await tomFeedback.getByRole('radio', { name: 'Thumbs up' }).check();
  await expectAccessible(tomPage, 'the feedback form');
  await tomFeedback.getByRole('button', { name: 'Leave feedback' }).click();
  await expect(tomFeedback.getByText('You gave Ana a thumbs up.')).toBeVisible();
  await expect(tomFeedback.getByText(/You see Ana's feedback once they leave it/)).toBeVisible();

  await anaPage.goto(`/matches/${matchId}`);
  const anaFeedback = anaPage.getByRole('region', { name: 'Feedback' });
  await anaFeedback.getByRole('radio', { name: 'Thumbs up' }).check();
  await anaFeedback.getByRole('button', { name: 'Leave feedback' }).click();
  await expect(anaFeedback.getByText('Tom gave you a thumbs up.')).toBeVisible();
  // Both given: Tom's screen shows Ana's without a reload.
  await expect(tomFeedback.getByText('Ana gave you a thumbs up.')).toBeVisible();
  await expectAccessible(tomPage, 'the feedback, both given');
  await tomPage.screenshot({ path: test.info().outputPath('tom-feedback-revealed.png'), fullPage: true });
});
