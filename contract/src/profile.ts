/**
 * The member's own account (area users): the profile update (PUT /user), deletion (DELETE /user)
 * and the export (GET /user/export), the profile rules that the settings screens and the server
 * share, and the words of those screens (001 §2.7, §5, §8; product-decisions §11).
 */
import { type Static, Type } from 'typebox';
import { checkPostcode, POSTCODE_MAX, SearchRadiusSchema } from './areas.ts';
import { AccountType, checkAddressStep, checkCategories, checkEmail, checkLegalName, checkPersonName } from './auth.ts';
import { BlockedMember } from './blocks.ts';
import { body, EncodedPhoto, envelope, Text } from './envelope.ts';
import type { FieldError } from './errors.ts';
import {
  ADDRESS_MAX,
  BIO_MAX,
  CATEGORY_CAP,
  EMAIL_MAX,
  HANDLE_FIELD_MAX,
  NAME_MAX,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  UK_COUNTRY_ID,
} from './limits.ts';
import { Notification } from './notifications.ts';
import {
  CharityNotificationKinds,
  MemberSummary,
  type NotificationKind,
  NotificationKinds,
  NotificationSettings,
  User,
  UserItem,
} from './users.ts';
import { areaMessages } from './words/areas.ts';
import { registrationMessages } from './words/auth.ts';
import { profileMessages } from './words/users.ts';

/**
 * PUT /user: the update-profile payload of 001 §7. Every field is optional: what is absent stays as
 * it is, so a settings toggle sends only its own field (NotificationSettings only the switches it
 * changes). A whole profile read from GET /user may be sent back as it is.
 */
export const UpdateUserBody = body({
  /** Read-only: accepted only when it is the member's own username. */
  Username: Type.Optional(Text({ maxLength: HANDLE_FIELD_MAX })),
  FirstName: Type.Optional(Text({ maxLength: NAME_MAX })),
  LastName: Type.Optional(Text({ maxLength: NAME_MAX })),
  Email: Type.Optional(Text({ maxLength: EMAIL_MAX })),
  Bio: Type.Optional(Text({ maxLength: BIO_MAX })),
  /** Non-digits are stripped; the digits are stored. */
  Phone: Type.Optional(Text({ maxLength: 40 })),
  Telegram: Type.Optional(Text({ maxLength: HANDLE_FIELD_MAX })),
  WhatsApp: Type.Optional(Text({ maxLength: 40 })),
  /** Charities only; individuals send an empty address. */
  Address: Type.Optional(Text({ maxLength: ADDRESS_MAX })),
  /** Always 235, the United Kingdom. */
  Country: Type.Optional(Type.Integer()),
  AllowSearch: Type.Optional(Type.Boolean()),
  Pint: Type.Optional(Type.Boolean()),
  /** The wanted categories, "categoryId-subcategoryId-itemId": at least 1, at most 40. */
  Categories: Type.Optional(Type.Array(Text({ maxLength: 32 }), { maxItems: CATEGORY_CAP })),
  NotificationSettings: Type.Optional(Type.Partial(NotificationSettings, { additionalProperties: false })),
  /** A new profile photo; absent or '' keeps the current one. */
  EncodedProfilePhoto: Type.Optional(EncodedPhoto),
  /** Write-only: the member's postcode, of which only the district is kept; '' removes the area. Not for charities (their address's). */
  Postcode: Type.Optional(Text({ maxLength: POSTCODE_MAX })),
  SearchRadius: Type.Optional(SearchRadiusSchema),
  FriendsPlusNearby: Type.Optional(Type.Boolean()),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const DeleteUserBody = body({ Confirm: Text({ maxLength: 20 }) });
export type DeleteUserBody = Static<typeof DeleteUserBody>;

/** The name a deleted member's messages and matches show to their partners. */
export const DELETED_MEMBER_NAME = 'Deleted member';

const Timestamp = Type.String();
const MaybeTimestamp = Type.Union([Type.String(), Type.Null()]);

/** GET /user/export: everything held about the member, and nothing about anyone else but what the member sees of them. */
export const UserExport = Type.Object({
  ExportedAt: Timestamp,
  Profile: User,
  Items: Type.Array(UserItem),
  Matches: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      Type: Type.Integer(),
      Partner: MemberSummary,
      CreatedAt: Timestamp,
      EndedAt: MaybeTimestamp,
      EndedReason: Type.String(),
      /** The member's own items in the match. */
      ItemIDs: Type.Array(Type.Integer()),
    }),
  ),
  /** The messages the member sent. */
  Messages: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      MatchID: Type.Integer(),
      Text: Type.String(),
      CreatedAt: Timestamp,
      UpdatedAt: MaybeTimestamp,
      DeletedAt: MaybeTimestamp,
    }),
  ),
  Commitments: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      MatchID: Type.Integer(),
      /** True when the member made the request. */
      Requested: Type.Boolean(),
      Status: Type.Integer(),
      TTL: Type.Integer(),
      CreatedAt: Timestamp,
      AcceptedAt: MaybeTimestamp,
      ExpiresAt: MaybeTimestamp,
      EndedAt: MaybeTimestamp,
      EndedReason: Type.String(),
    }),
  ),
  /** The handover arrangements the member proposed (issue 27), whatever became of them. */
  Handovers: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      MatchID: Type.Integer(),
      At: Timestamp,
      Place: Type.String(),
      Note: Type.String(),
      /** proposed, accepted, declined, cancelled, or replaced by a later proposal. */
      Status: Type.String(),
      CreatedAt: Timestamp,
    }),
  ),
  /** The member's answers to "Did the swap happen?" (issue 27). */
  Outcomes: Type.Array(
    Type.Object({ HandoverID: Type.Integer(), MatchID: Type.Integer(), Outcome: Type.String(), CreatedAt: Timestamp }),
  ),
  /** The feedback the member gave (issue 27); what others gave them is theirs. */
  FeedbackGiven: Type.Array(
    Type.Object({
      MatchID: Type.Integer(),
      Positive: Type.Boolean(),
      Reason: Type.Union([Type.String(), Type.Null()]),
      Text: Type.String(),
      CreatedAt: Timestamp,
    }),
  ),
  /** The member's likes and skips in the feed. */
  Reactions: Type.Array(Type.Object({ ItemID: Type.Integer(), Liked: Type.Boolean(), CreatedAt: Timestamp })),
  Notifications: Type.Array(Notification),
  Friends: Type.Array(MemberSummary),
  FriendRequestsSent: Type.Array(MemberSummary),
  FriendRequestsReceived: Type.Array(MemberSummary),
  CharitiesFollowed: Type.Array(MemberSummary),
  /** The members the member has blocked, newest first: whom, and when (never who blocked them). */
  Blocked: Type.Array(BlockedMember),
  Reports: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      TargetType: Type.String(),
      TargetID: Type.Union([Type.Integer(), Type.Null()]),
      Reason: Type.String(),
      Text: Type.String(),
      CreatedAt: Timestamp,
    }),
  ),
  SupportRequests: Type.Array(
    Type.Object({
      ID: Type.Integer(),
      Kind: Type.String(),
      Type: Type.Integer(),
      Page: Type.String(),
      Subject: Type.String(),
      Message: Type.String(),
      CreatedAt: Timestamp,
    }),
  ),
  Sessions: Type.Array(Type.Object({ CreatedAt: Timestamp, ExpiresAt: Timestamp })),
});
export type UserExport = Static<typeof UserExport>;
export const UserExportAnswer = envelope({ Export: UserExport });
export type UserExportAnswer = Static<typeof UserExportAnswer>;

/**
 * The title of a browser notification by its kind (001 §4.7, "browser notification kinds"); its
 * body is the notification's subject and text. Kinds without a title of their own take the generic one.
 */
export const browserNotificationTitles: Partial<Record<NotificationKind, string>> = {
  CommitmentOffered: 'Commitment request',
  CommitmentAccepted: 'Commitment accepted',
  CommitmentRejected: 'Commitment rejected',
  CommitmentExpired: 'Commitment expired',
  MatchCreated: 'New match',
  Like: 'Somebody liked your item',
  ItemApproved: 'Item approved',
  ItemDisapproved: 'Item not approved',
  ChangesApproved: 'Changes approved',
  ChangesDisapproved: 'Changes not approved',
  ExchangeConfirmed: 'Swapped',
  Unmatch: 'Unmatched',
  HandoverReminder: 'Handover reminder',
  ItemAddedToExistingMatch: 'New item added to your match',
  CategoryChanged: 'Category changed',
  ReportOutcome: 'Your report',
  ContentHidden: 'Under review',
  ContentRemoved: 'Removed by a moderator',
  ContentRestored: 'Visible again',
};
export const GENERIC_BROWSER_NOTIFICATION_TITLE = 'Swapsies';

/** Any kind a push names, known or not: an unknown one gets the generic title. */
const titleOfKind: Readonly<Record<string, string | undefined>> = browserNotificationTitles;

export function browserNotificationTitle(kind: string): string {
  return titleOfKind[kind] ?? GENERIC_BROWSER_NOTIFICATION_TITLE;
}

/** The switches an account sees in settings: charities only MatchCreated (chat visibility is its own control). */
export function settingsKindsFor(type: number): (typeof NotificationKinds)[number][] {
  return type === AccountType.Charity
    ? NotificationKinds.filter((kind) => CharityNotificationKinds.includes(kind))
    : [...NotificationKinds];
}

type Check = string | null;

/** What the phone input keeps: its digits (001 §5: non-digits are stripped). */
export function normalisePhone(value: string): string {
  return value.replace(/\D/g, '');
}

export function checkPhone(value: string): Check {
  const digits = normalisePhone(value);
  if (!digits) return null;
  return digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX ? profileMessages.phoneInvalid : null;
}

export function checkEmailEdit(value: string): Check {
  if (!value.trim()) return profileMessages.emailRequired;
  return checkEmail(value);
}

/** The first name (legal name for charities), as the edit-profile form and the server check it. */
export function checkFirstName(type: number, value: string): Check {
  return type === AccountType.Charity
    ? checkLegalName(value)
    : checkPersonName(value, profileMessages.firstNameRequired);
}

export function checkLastName(type: number, value: string): Check {
  if (type === AccountType.Charity) return value.trim() ? 'A charity has no last name' : null;
  return checkPersonName(value, profileMessages.lastNameRequired);
}

/** The one full-name field of /edit-profile, split at the first space into first and last name. */
export function splitFullName(fullName: string): { FirstName: string; LastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { FirstName: trimmed, LastName: '' }
    : { FirstName: trimmed.slice(0, space), LastName: trimmed.slice(space + 1) };
}

/** The fields a charity may change (product-decisions §11); the rest must stay as they are. */
export const CHARITY_FIELDS = [
  'FirstName',
  'LastName',
  'Address',
  'Email',
  'Phone',
  'EncodedProfilePhoto',
  'NotificationSettings',
  'Username',
  'Country',
] as const satisfies readonly (keyof UpdateUserBody)[];

/** What PUT /user compares against: the member's current answer. */
export type CurrentProfile = Pick<
  User,
  'Type' | 'Username' | 'Bio' | 'Telegram' | 'WhatsApp' | 'AllowSearch' | 'Pint' | 'Categories' | 'NotificationSettings'
>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every rule of PUT /user that needs no database (001 §5, product-decisions §11), in the order of
 * the fields: each present field is checked; a charity's fields outside CHARITY_FIELDS, and
 * switches outside its reduced set, must be absent or unchanged.
 */
export function checkProfileUpdate(input: UpdateUserBody, current: CurrentProfile): FieldError[] {
  const type = current.Type;
  const charity = type === AccountType.Charity;
  const checks: [string, Check][] = [];
  const check = (field: string, present: boolean, rule: () => Check) => {
    if (present) checks.push([field, rule()]);
  };
  check('Username', input.Username !== undefined, () =>
    input.Username === current.Username ? null : profileMessages.usernameReadOnly,
  );
  check('FirstName', input.FirstName !== undefined, () => checkFirstName(type, input.FirstName ?? ''));
  check('LastName', input.LastName !== undefined, () => checkLastName(type, input.LastName ?? ''));
  check('Address', input.Address !== undefined, () =>
    charity ? checkAddressStep(input.Address ?? '') : input.Address?.trim() ? profileMessages.individualAddress : null,
  );
  check('Email', input.Email !== undefined, () => checkEmailEdit(input.Email ?? ''));
  check('Phone', input.Phone !== undefined, () => checkPhone(input.Phone ?? ''));
  check('Country', input.Country !== undefined, () =>
    input.Country === UK_COUNTRY_ID ? null : registrationMessages.countryInvalid,
  );
  if (charity) {
    check('Postcode', input.Postcode !== undefined, () => areaMessages.charityPostcode);
    const fixed = ['Bio', 'Telegram', 'WhatsApp', 'AllowSearch', 'Pint', 'Categories'] as const;
    for (const field of fixed) {
      check(field, input[field] !== undefined, () =>
        sameValue(input[field], current[field]) ? null : profileMessages.charityField,
      );
    }
    const allowed: readonly string[] = settingsKindsFor(type);
    const currentSettings = new Map(Object.entries(current.NotificationSettings));
    for (const [kind, value] of Object.entries(input.NotificationSettings ?? {})) {
      if (kind === 'Messages' || allowed.includes(kind)) continue;
      const currentValue = currentSettings.get(kind);
      check(`NotificationSettings.${kind}`, true, () => (value === currentValue ? null : profileMessages.charityField));
    }
  } else {
    check('Categories', input.Categories !== undefined, () => checkCategories(input.Categories ?? []));
    check('Postcode', input.Postcode !== undefined, () => checkPostcode(input.Postcode ?? ''));
  }
  return checks.flatMap(([Field, Message]) => (Message ? [{ Field, Message }] : []));
}
