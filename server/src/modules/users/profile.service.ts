/**
 * PUT /user: the member changes their profile and settings (001 §5, §7; product-decisions §11).
 * Every field is optional and an absent one stays as it is; the notification settings sent are
 * merged onto the stored ones, so a settings switch sends only itself.
 */
import {
  AccountType,
  type CurrentProfile,
  checkProfileUpdate,
  normalisePhone,
  type UpdateUserBody,
  type User,
} from '@swapsies/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { userCategories, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { removeFiles } from '../../lib/images.ts';
import { districtFromAddress, districtFromPostcode, moveMember } from '../areas/areas.service.ts';
import { liveWith } from '../members/members.policy.ts';
import { resolveCategoryPaths } from '../reference/categories.service.ts';
import { profilePhotoFiles, storeProfilePhoto } from './profile-photo.service.ts';
import { loadUserRow, userAnswer, wantedCategories } from './users.service.ts';

type UserChanges = Partial<typeof users.$inferInsert>;

/** The stored form of the fields sent, as registration stores them; absent fields are left out. */
function changesOf(input: UpdateUserBody, charity: boolean, email: string | undefined): UserChanges {
  const changes: UserChanges = {};
  const trimmed = (value: string | undefined) => (value === undefined ? undefined : value.trim());
  const fields: UserChanges = {
    firstName: trimmed(input.FirstName),
    lastName: charity ? undefined : trimmed(input.LastName),
    email,
    bio: trimmed(input.Bio),
    phone: input.Phone === undefined ? undefined : normalisePhone(input.Phone),
    telegram: trimmed(input.Telegram),
    whatsApp: trimmed(input.WhatsApp),
    // checkProfileUpdate refuses an individual's non-empty address, so only charities have one.
    address: charity ? trimmed(input.Address) : undefined,
    allowSearch: input.AllowSearch,
    pint: input.Pint,
    searchRadius: input.SearchRadius,
    friendsPlusNearby: input.FriendsPlusNearby,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/**
 * The member's new district, when the update changes it (undefined when not): a member's from the
 * postcode sent, a charity's from the address sent (issue 28).
 */
function newDistrict(input: UpdateUserBody, charity: boolean): string | null | undefined {
  if (charity) return input.Address === undefined ? undefined : districtFromAddress(input.Address);
  return input.Postcode === undefined ? undefined : districtFromPostcode(input.Postcode);
}

async function checkEmailFree(db: Tx, userId: number, email: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(liveWith(users.email, email), ne(users.id, userId)));
  if (taken) throw new AppError('EMAIL_EXISTS');
}

/** Replaces the member's wanted categories, keeping the order sent. */
async function replaceCategories(tx: Tx, userId: number, categoryItemIds: number[]): Promise<void> {
  await tx.delete(userCategories).where(eq(userCategories.userId, userId));
  await tx
    .insert(userCategories)
    .values(categoryItemIds.map((categoryItemId, position) => ({ userId, categoryItemId, position })));
}

/**
 * What the rules compare the update against: the row and the wanted categories, without the social
 * counts of the whole answer (friends of friends is the costly part), which no rule reads.
 */
async function currentProfile(db: Tx, row: typeof users.$inferSelect): Promise<CurrentProfile> {
  return {
    Type: row.type,
    Username: row.username,
    Bio: row.bio,
    Telegram: row.telegram,
    WhatsApp: row.whatsApp,
    AllowSearch: row.allowSearch,
    Pint: row.pint,
    NotificationSettings: row.notificationSettings,
    Categories: await wantedCategories(db, row.id),
  };
}

export async function updateProfile(ctx: AppContext, actor: Actor, input: UpdateUserBody): Promise<User> {
  const row = await loadUserRow(ctx.db, actor.id);
  const problems = checkProfileUpdate(input, await currentProfile(ctx.db, row));
  if (problems.length > 0) throw validationError(problems);
  const charity = row.type === AccountType.Charity;

  const email = input.Email === undefined ? undefined : input.Email.trim().toLowerCase();
  const emailChanged = email !== undefined && email !== row.email;
  if (emailChanged) await checkEmailFree(ctx.db, actor.id, email);
  const categoryItemIds = input.Categories === undefined ? null : await resolveCategoryPaths(ctx.db, input.Categories);
  const changes = changesOf(input, charity, emailChanged ? email : undefined);
  const district = newDistrict(input, charity);

  // The photo is processed and stored before the transaction, which must not wait on sharp.
  const stored: string[] = [];
  let replacedPhoto = '';
  try {
    if (input.EncodedProfilePhoto) {
      changes.profilePhoto = await storeProfilePhoto(ctx.storage, input.EncodedProfilePhoto, stored);
    }
    replacedPhoto = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ settings: users.notificationSettings, profilePhoto: users.profilePhoto, district: users.district })
        .from(users)
        .where(eq(users.id, actor.id))
        .for('no key update');
      if (!current) throw new AppError('WRONG_TOKEN');
      if (input.NotificationSettings) {
        changes.notificationSettings = { ...current.settings, ...input.NotificationSettings };
      }
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, actor.id));
      if (categoryItemIds) await replaceCategories(tx, actor.id, categoryItemIds);
      // Resending the same area (a whole profile sent back, an unchanged address) rewrites no item.
      if (district !== undefined && district !== current.district) await moveMember(tx, actor.id, district);
      return changes.profilePhoto === undefined ? '' : current.profilePhoto;
    });
  } catch (error) {
    await removeFiles(ctx.storage, stored, ctx.log);
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_EXISTS');
    throw error;
  }
  await removeFiles(ctx.storage, profilePhotoFiles(replacedPhoto), ctx.log);
  return userAnswer(ctx.db, await loadUserRow(ctx.db, actor.id));
}
