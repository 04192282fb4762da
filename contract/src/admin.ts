/** Moderation: the review queue of new items and changes, the admins' decisions, and reports. Admin calls live under /admin. */
import { type Static, Type } from 'typebox';
import { body, envelope, Text } from './envelope.ts';
import { UserItem } from './users.ts';

export const ReviewMode = { Off: 'off', NewAccounts: 'new-accounts', All: 'all' } as const;
export type ReviewMode = (typeof ReviewMode)[keyof typeof ReviewMode];

export const ItemOwner = Type.Object({
  ID: Type.Integer(),
  Username: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
});

/** What a pending change would make of the item. Photos lists the whole new set in order. */
export const ItemChanges = Type.Object({
  Name: Type.String(),
  Description: Type.String(),
  Location: Type.String(),
  Pint: Type.Integer(),
  Charity: Type.Boolean(),
  Photos: Type.Array(Type.Object({ ID: Type.Integer(), Path: Type.String(), Thumbnail: Type.String() })),
});
export type ItemChanges = Static<typeof ItemChanges>;

export const ReviewKind = { NewItem: 'new-item', Changes: 'changes' } as const;

export const ReviewEntry = Type.Object({
  Kind: Type.Union([Type.Literal(ReviewKind.NewItem), Type.Literal(ReviewKind.Changes)]),
  Item: UserItem,
  Owner: ItemOwner,
  /** Only for Kind "changes". */
  Changes: Type.Optional(ItemChanges),
  SubmittedAt: Type.String(),
});
export type ReviewEntry = Static<typeof ReviewEntry>;

export const ReviewQueueAnswer = envelope({ Entries: Type.Array(ReviewEntry) });
export type ReviewQueueAnswer = Static<typeof ReviewQueueAnswer>;

export const REVIEW_REASON_MAX = 500;

/** POST /admin/items/{id}/disapprove and /admin/items/{id}/changes/disapprove */
export const ReviewDecisionBody = body({ Reason: Type.Optional(Text({ maxLength: REVIEW_REASON_MAX })) });
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;

/** PUT /admin/items/{id}/category */
export const ChangeCategoryBody = body({ CategoryPath: Text({ minLength: 5, maxLength: 40 }) });
export type ChangeCategoryBody = Static<typeof ChangeCategoryBody>;

export const AdminReport = Type.Object({
  ID: Type.Integer(),
  ReporterID: Type.Union([Type.Integer(), Type.Null()]),
  ReporterUsername: Type.String(),
  ReporterEmail: Type.String(),
  TargetType: Type.String(),
  TargetID: Type.Union([Type.Integer(), Type.Null()]),
  Reason: Type.String(),
  Text: Type.String(),
  Url: Type.String(),
  /** A reported message's text as it was when reported ('' for other targets). */
  TargetText: Type.String(),
  CreatedAt: Type.String(),
});
export type AdminReport = Static<typeof AdminReport>;

export const AdminReportsAnswer = envelope({ Reports: Type.Array(AdminReport) });
export type AdminReportsAnswer = Static<typeof AdminReportsAnswer>;

/** A message to the team from the contact or tech-support form, for the admins' list on /admin. */
export const AdminSupportRequest = Type.Object({
  ID: Type.Integer(),
  /** 'contact' or 'tech-support'. */
  Kind: Type.String(),
  /** The member who sent it, when known: the signed-in sender, or the member the login names. */
  UserID: Type.Union([Type.Integer(), Type.Null()]),
  Username: Type.String(),
  /** Where to answer: the member's email, else the login given on the tech-support form. */
  ReplyTo: Type.String(),
  Login: Type.String(),
  /** 1 a problem, 2 a feature request. */
  Type: Type.Integer(),
  Page: Type.String(),
  Subject: Type.String(),
  Message: Type.String(),
  CreatedAt: Type.String(),
});
export type AdminSupportRequest = Static<typeof AdminSupportRequest>;

export const AdminSupportRequestsAnswer = envelope({ Requests: Type.Array(AdminSupportRequest) });
export type AdminSupportRequestsAnswer = Static<typeof AdminSupportRequestsAnswer>;

/** Notification subjects of moderation decisions: the web app routes and names a notification by its subject. */
export const moderationSubjects = {
  itemApproved: 'Your item was approved',
  itemDisapproved: 'Your item was not approved',
  changesApproved: 'Your changes were approved',
  changesDisapproved: 'Your changes were not approved',
  categoryChanged: 'The category of your item was changed',
} as const;
