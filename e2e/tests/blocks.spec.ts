/**
 * Blocking (issue 26), two browsers: Amelia blocks Olivia from their match. Olivia is not told:
 * her open chat closes to her, the match leaves her list, and Amelia's items leave her feed, as if
 * Amelia had unmatched and had nothing for her. Amelia then unblocks her from Settings, which
 * restores nothing the block ended.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { GUITARS, listItem, matchedMembers } from './support.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`blocks-${name}.png`) });

test('a block ends the match, the chat and the feed for the blocked member, silently; unblocking is in Settings', async ({
  browser,
  request,
}) => {
  const {
    tomPage: amelia,
    anaPage: olivia,
    tomApi: ameliaApi,
    anaUsername: oliviaName,
    matchId,
  } = await matchedMembers(browser, request, { names: ['Amelia', 'Olivia'] });
  await listItem(request, ameliaApi.token, 'Electric guitar', GUITARS);

  // Before: Olivia's feed shows Amelia's new guitar, and she has the match's chat open.
  await olivia.goto('/seek');
  await olivia.getByRole('region', { name: 'Privacy notice' }).getByRole('button', { name: 'OK' }).click();
  await expect(olivia.getByRole('heading', { name: 'Electric guitar' })).toBeVisible();
  await olivia.goto(`/matches/${matchId}`);
  await olivia.getByRole('button', { name: /^Chat with Amelia/ }).click();
  const oliviaChat = olivia.getByRole('region', { name: 'Chat with Amelia' });
  const composer = oliviaChat.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeEditable();

  // Amelia blocks Olivia from the match's menu; it asks first.
  await amelia.goto(`/matches/${matchId}`);
  await amelia.getByRole('button', { name: 'More actions' }).click();
  await amelia.getByRole('menuitem', { name: 'Block Olivia' }).click();
  const question = amelia.getByRole('dialog', { name: 'Block Olivia?' });
  await expect(question).toContainText("Olivia won't be told.");
  await expectAccessible(amelia, 'the block question');
  await shot(amelia, '1-question');
  await question.getByRole('button', { name: 'Block' }).click();
  await expect(amelia.getByText('Olivia is blocked')).toBeVisible();
  await expect(amelia).toHaveURL(/\/matches$/);
  await expect(amelia.getByRole('link', { name: /View match with Olivia/ })).toHaveCount(0);

  // Olivia's chat closes to her without a reload: she cannot write in it any more.
  await expect(oliviaChat.getByText('This match has ended: the chat is read-only.')).toBeVisible();
  await expect(composer).toBeHidden();
  await shot(olivia, '2-chat-after-block');
  // Her match list has no match with Amelia, and nothing told her of a block.
  await olivia.goto('/swaps');
  await expect(olivia.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(olivia.getByRole('link', { name: /View match with Amelia/ })).toHaveCount(0);
  await expect(olivia.getByText(/block/i)).toHaveCount(0);
  // Her feed no longer has Amelia's guitar.
  await olivia.goto('/seek');
  await expect(olivia.getByRole('heading', { name: 'Swipe and Seek' })).toBeVisible();
  await expect(olivia.getByRole('heading', { name: 'Electric guitar' })).toHaveCount(0);
  await shot(olivia, '3-feed-after-block');

  // Amelia unblocks Olivia in Settings: the list empties, and the friendship stays ended.
  await amelia.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const blocked = amelia.getByRole('region', { name: 'Blocked members' });
  await expect(blocked.getByText('Olivia Baker')).toBeVisible();
  await expectAccessible(amelia, 'the blocked members list');
  await shot(amelia, '4-blocked-list');
  await blocked.getByRole('button', { name: 'Unblock Olivia' }).click();
  await expect(amelia.getByText('Olivia is unblocked')).toBeVisible();
  await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();
  await amelia.goto('/friends');
  await amelia.getByLabel('Find friends by username or charity number').fill(oliviaName);
  await amelia.getByRole('button', { name: 'Search' }).click();
  await expect(amelia.getByRole('button', { name: 'Send Request' })).toBeVisible();
});
