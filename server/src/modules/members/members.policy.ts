/**
 * Deleted accounts keep their row (their partners' matches and chats still have their other side)
 * with every personal field erased and `deleted_at` set. Whatever finds or lists members by a
 * login, a name or a kind looks only at live accounts, so a deleted one is never found, signed
 * in, followed or befriended, and its username and email are free again.
 */
import { type AnyColumn, and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/** The account has not been deleted. */
export function liveAccount(): SQL {
  return isNull(users.deletedAt);
}

/** A live account whose username or email is this value. */
export function liveWith(column: typeof users.username | typeof users.email, value: string): SQL | undefined {
  return and(eq(column, value), liveAccount());
}

/** The live account a login names, as sign-in reads it: an email when it holds '@', else a username, in any capitals. */
export function liveWithLogin(login: string): SQL | undefined {
  const value = login.trim().toLowerCase();
  return liveWith(value.includes('@') ? users.email : users.username, value);
}

/** Rows that name the two members in these two columns, in either order (a friendship, a request, a match, a block). */
export function betweenPair(first: AnyColumn, second: AnyColumn, a: number, b: number): SQL | undefined {
  return or(and(eq(first, a), eq(second, b)), and(eq(first, b), eq(second, a)));
}
