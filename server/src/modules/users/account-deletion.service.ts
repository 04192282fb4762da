/**
 * DELETE /user: the member deletes their account, at once and in one transaction
 * (product-decisions §11). The users row stays, erased, because the partners' matches and chats
 * still have the member as their other side: messages stay, shown from "Deleted member".
 * Everything else the member made or was part of goes; their username and email are free again.
 */
import { DELETE_CONFIRMATION, DELETED_MEMBER_NAME, type DeleteUserBody, profileMessages } from '@swapsies/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  blocks,
  charityFollows,
  chatTickets,
  friendRequests,
  friendships,
  itemOffers,
  itemReactions,
  liveTickets,
  memberEventHeads,
  memberEvents,
  notifications,
  passwordResets,
  pushSubscriptions,
  sessions,
  userCategories,
  users,
} from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { removeFiles } from '../../lib/images.ts';
import { deleteItemsOf } from '../items/items.service.ts';
import { forgetLiveMember, liveTransaction } from '../live/live.service.ts';
import { endAllAsUnmatched } from '../matches/matches.service.ts';
import { profilePhotoFiles } from './profile-photo.service.ts';

/** Every personal field of the row, erased. '' is no password hash at all: verifying against it fails. */
function erased(now: Date): Partial<typeof users.$inferInsert> {
  return {
    username: '',
    email: '',
    passwordHash: '',
    firstName: DELETED_MEMBER_NAME,
    lastName: '',
    bio: '',
    phone: '',
    telegram: '',
    whatsApp: '',
    address: '',
    profilePhoto: '',
    allowSearch: false,
    isAdmin: false,
    deletedAt: now,
  };
}

/** Removes what ties the member to others, and what only the member had. */
async function removeTies(tx: Tx, userId: number): Promise<void> {
  await tx.delete(itemReactions).where(eq(itemReactions.userId, userId));
  await tx.delete(itemOffers).where(eq(itemOffers.offererId, userId));
  await tx.delete(friendships).where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)));
  await tx
    .delete(friendRequests)
    .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.recipientId, userId)));
  await tx.delete(charityFollows).where(or(eq(charityFollows.userId, userId), eq(charityFollows.charityId, userId)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await tx.delete(userCategories).where(eq(userCategories.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(chatTickets).where(eq(chatTickets.userId, userId));
  await tx.delete(liveTickets).where(eq(liveTickets.userId, userId));
  await tx.delete(memberEvents).where(eq(memberEvents.userId, userId));
  await tx.delete(memberEventHeads).where(eq(memberEventHeads.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deleteAccount(ctx: AppContext, actor: Actor, input: DeleteUserBody): Promise<void> {
  if (input.Confirm !== DELETE_CONFIRMATION) {
    throw validationError([{ Field: 'Confirm', Message: profileMessages.deleteMismatch }]);
  }
  const files = await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    // The member's row first, as the pair lock takes it, then their matches.
    const [member] = await tx
      .select({ profilePhoto: users.profilePhoto })
      .from(users)
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .for('no key update');
    if (!member) throw new AppError('WRONG_TOKEN');
    // Erased before the partners are told, so that the notices name "Deleted member".
    await tx.update(users).set(erased(now)).where(eq(users.id, actor.id));
    await endAllAsUnmatched(tx, now, actor.id);
    const itemFiles = await deleteItemsOf(tx, actor.id);
    forgetLiveMember(tx, actor.id);
    await removeTies(tx, actor.id);
    return [...itemFiles, ...profilePhotoFiles(member.profilePhoto)];
  });
  await ctx.sessionCache.changed(actor.id);
  await removeFiles(ctx.storage, files, ctx.log);
}
