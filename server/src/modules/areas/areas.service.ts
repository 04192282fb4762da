/**
 * Setting a member's area (issue 28): from the postcode they type, or a charity's address. Only
 * the district is kept, and each of the member's items carries it too (items.district), for the
 * Everyone feed: the two are changed in one transaction.
 */
import { areaMessages, districtInAddress, districtOfPostcode } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { items, users } from '../../db/schema.ts';
import { validationError } from '../../lib/app-error.ts';
import { isKnownDistrict } from './districts.service.ts';

/**
 * The district of a postcode a member typed: null for '' (no area). A postcode in no district the
 * server knows (a new or non-geographic one) is refused, with the field named.
 */
export function districtFromPostcode(typed: string): string | null {
  if (typed.trim() === '') return null;
  const district = districtOfPostcode(typed);
  if (district === null) throw validationError([{ Field: 'Postcode', Message: areaMessages.postcodeInvalid }]);
  if (!isKnownDistrict(district)) throw validationError([{ Field: 'Postcode', Message: areaMessages.postcodeUnknown }]);
  return district;
}

/** A charity's district: the postcode in its address, when it names one the server knows. */
export function districtFromAddress(address: string): string | null {
  const district = districtInAddress(address);
  return district !== null && isKnownDistrict(district) ? district : null;
}

/** Moves a member and their items to a district (or none), in the caller's transaction. */
export async function moveMember(tx: Tx, userId: number, district: string | null): Promise<void> {
  await tx.update(users).set({ district }).where(eq(users.id, userId));
  await tx.update(items).set({ district }).where(eq(items.ownerId, userId));
}

/**
 * The owner's district for a new item, read with a share lock: an area change waits for the item's
 * transaction, and then moves the new item too.
 */
export async function districtForNewItem(tx: Tx, ownerId: number): Promise<string | null> {
  const [owner] = await tx.select({ district: users.district }).from(users).where(eq(users.id, ownerId)).for('share');
  return owner?.district ?? null;
}
