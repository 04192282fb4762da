/**
 * Two matched members chat live, each in a browser of their own: one types and the other sees the
 * indicator, a message arrives without a reload, is edited, then deleted, and the sender sees the
 * double check once the other has read it.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { chatWith, matchedMembers, messageIn, openMatchChats } from './support.ts';

test('two members chat live: typing, a message without a reload, an edit, a deletion, the double check', async ({
  browser,
  request,
}) => {
  const { tomPage, anaPage, matchId } = await matchedMembers(browser, request);

  // Both open the chat of their match from its page.
  await openMatchChats(matchId, [
    [tomPage, 'Ana'],
    [anaPage, 'Tom'],
  ]);
  const tomChat = chatWith(tomPage, 'Ana');
  const anaChat = chatWith(anaPage, 'Tom');
  await expect(tomChat.getByText("Drop a line, don't be shy!")).toBeVisible();
  await expect(anaChat.getByText("Drop a line, don't be shy!")).toBeVisible();
  await expectAccessible(tomPage, 'the chat, empty');

  // Tom types: Ana sees the indicator.
  const composer = tomChat.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('Is the novel still free?', { delay: 20 });
  await expect(anaChat.getByText('Tom is typing...')).toBeVisible();
  await expectAccessible(anaPage, 'the chat, the other typing');

  // He sends it: it reaches Ana without a reload, and the indicator goes.
  await composer.press('Enter');
  await expect(messageIn(anaPage, 'Tom', 'Is the novel still free?')).toBeVisible();
  await expect(anaChat.getByText('Tom is typing...')).toBeHidden();
  await anaPage.screenshot({ path: test.info().outputPath('ana-message-arrived.png') });

  // Ana's chat is open on her screen, so she has read it: Tom's message gets the double check.
  const tomsMessage = messageIn(tomPage, 'Ana', 'Is the novel still free?');
  await expect(tomsMessage.getByRole('img', { name: 'Read' })).toBeVisible();
  await expectAccessible(tomPage, 'the chat, a message read');

  // Tom edits it: Ana sees the new text, marked edited.
  // A message's actions sit in its menu, opened by its "⋯".
  await tomsMessage.getByRole('button', { name: 'Message actions' }).click();
  await tomChat.getByRole('menuitem', { name: 'Edit' }).click();
  const editField = tomChat.getByRole('textbox', { name: 'Edit message' });
  await editField.fill('Is the crime novel still free?');
  await expectAccessible(tomPage, 'the chat, editing a message');
  await tomChat.getByRole('button', { name: 'Save' }).click();
  const edited = messageIn(anaPage, 'Tom', 'Is the crime novel still free?');
  await expect(edited).toBeVisible();
  await expect(edited.getByText(/\(edited at \d\d:\d\d\)/)).toBeVisible();
  await expectAccessible(anaPage, 'the chat, an edited message');

  // Then deletes it: it keeps its place, and both see that it was deleted.
  await messageIn(tomPage, 'Ana', 'Is the crime novel still free?')
    .getByRole('button', { name: 'Message actions' })
    .click();
  await tomChat.getByRole('menuitem', { name: 'Delete' }).click();
  await tomPage.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(messageIn(anaPage, 'Tom', 'This message was deleted')).toBeVisible();
  await expect(messageIn(tomPage, 'Ana', 'This message was deleted')).toBeVisible();
  await expectAccessible(tomPage, 'the chat, a deleted message');

  // Ana answers; Tom's chat shows it live too.
  const anaComposer = anaChat.getByRole('textbox', { name: 'Message' });
  await anaComposer.fill('Yes! Shall we swap on Saturday?');
  await anaComposer.press('Enter');
  await expect(messageIn(tomPage, 'Ana', 'Yes! Shall we swap on Saturday?')).toBeVisible();
  await expect(
    messageIn(anaPage, 'Tom', 'Yes! Shall we swap on Saturday?').getByRole('img', { name: 'Read' }),
  ).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-chat.png') });
});
