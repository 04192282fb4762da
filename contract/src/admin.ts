/** Moderation: the review queue of new items and changes, the admins' decisions, and reports. Admin calls live under /admin. */
import { type Static, Type } from 'typebox';
import { body, envelope, Id, Text } from './envelope.ts';
import { FeedbackReasonSchema, HandoverOutcomeSchema } from './reliability.ts';
import { MemberSummary, UserItem } from './users.ts';

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

/**
 * What members report and a moderator acts on (the spec's TargetType). A 'user' target is the
 * member's profile: their profile photo and bio, which hide and are removed together.
 */
export const ModerationTargetType = { Item: 'item', User: 'user', Message: 'message' } as const;
export type ModerationTargetType = (typeof ModerationTargetType)[keyof typeof ModerationTargetType];

/** A visitor's report (POST /report-unauth) names an address, not a target: its entry's TargetType. */
export const PAGE_TARGET = 'page';

/** How a moderator settled a target's reports; kept on each report it resolved. */
export const ReportOutcome = { Restored: 'restored', Removed: 'removed', Suspended: 'suspended' } as const;
export type ReportOutcome = (typeof ReportOutcome)[keyof typeof ReportOutcome];

/** The reported thing as it is now (or, for a message, as it was when last seen by the server). */
export const ReportedContent = Type.Object({
  /** The item's name; the member's full name for a profile; '' for a message. */
  Title: Type.String(),
  /** The item's description, the profile's bio, or the message's text. */
  Text: Type.String(),
  /** The item's photos, or the profile photo (Path and Thumbnail alike); none for a message. */
  Photos: Type.Array(Type.Object({ Path: Type.String(), Thumbnail: Type.String() })),
});
export type ReportedContent = Static<typeof ReportedContent>;

/**
 * One reported thing in the admins' moderation queue, with every open report about it. Visitors'
 * reports come one entry each, TargetType 'page' and TargetID null (their Url is in the report);
 * they are settled with POST /admin/reports/{id}/resolve.
 */
export const ModerationEntry = Type.Object({
  /** 'item', 'user' (the profile), 'message', or 'page'. */
  TargetType: Type.String(),
  TargetID: Type.Union([Type.Integer(), Type.Null()]),
  /** How many different members reported it: the queue's order, most first. */
  Reporters: Type.Integer(),
  /** The open reports, oldest first, each with its reason and words. */
  Reports: Type.Array(AdminReport),
  /** The member whose content it is; null for a page, or when the target is gone. */
  Owner: Type.Union([ItemOwner, Type.Null()]),
  /** Null for a page, or when the target is gone (its owner deleted it). */
  Content: Type.Union([ReportedContent, Type.Null()]),
  /** Hidden from everyone but its owner, pending review (the reports crossed the threshold). */
  Hidden: Type.Boolean(),
  HiddenAt: Type.Union([Type.String(), Type.Null()]),
  /** The owner's account is suspended. */
  OwnerSuspended: Type.Boolean(),
  /** When its oldest open report was made: the order among equal Reporters, oldest first. */
  FirstReportedAt: Type.String(),
});
export type ModerationEntry = Static<typeof ModerationEntry>;

export const ModerationQueueAnswer = envelope({ Entries: Type.Array(ModerationEntry) });
export type ModerationQueueAnswer = Static<typeof ModerationQueueAnswer>;

/** POST /admin/moderation/{type}/{id}/restore and /remove: the target. */
export const ModerationTargetParams = body({
  type: Type.Union([
    Type.Literal(ModerationTargetType.Item),
    Type.Literal(ModerationTargetType.User),
    Type.Literal(ModerationTargetType.Message),
  ]),
  id: Id,
});
export type ModerationTargetParams = Static<typeof ModerationTargetParams>;

export const MODERATION_REASON_MAX = 500;

/** Restoring needs no reason: the reporters are told it was left up. */
export const RestoreBody = body({ Reason: Type.Optional(Text({ maxLength: MODERATION_REASON_MAX })) });
export type RestoreBody = Static<typeof RestoreBody>;

/** Removing and suspending need a reason: the owner is told it (a suspension by email). */
export const ModerationReasonBody = body({ Reason: Text({ minLength: 1, maxLength: MODERATION_REASON_MAX }) });
export type ModerationReasonBody = Static<typeof ModerationReasonBody>;

/** Notification subjects of moderation decisions: the web app routes and names a notification by its subject. */
export const moderationSubjects = {
  itemApproved: 'Your item was approved',
  itemDisapproved: 'Your item was not approved',
  changesApproved: 'Your changes were approved',
  changesDisapproved: 'Your changes were not approved',
  categoryChanged: 'The category of your item was changed',
} as const;

/**
 * Subjects of the moderation loop's notifications, per target. The reporter hears the outcome
 * (ReportOutcome kind: removed, or left up); the owner hears that their content was hidden for
 * review (ContentHidden), removed (ContentRemoved) or restored (ContentRestored).
 */
export const reportOutcomeSubjects: Record<
  ModerationTargetType,
  { removed: string; leftUp: string; suspended: string }
> = {
  item: {
    removed: 'We removed the item you reported',
    leftUp: 'We reviewed your report and left it up',
    suspended: 'We removed the item you reported',
  },
  message: {
    removed: 'We removed the message you reported',
    leftUp: 'We reviewed your report and left it up',
    suspended: 'We removed the message you reported',
  },
  user: {
    removed: 'We removed the profile photo and bio you reported',
    leftUp: 'We reviewed your report and left it up',
    suspended: 'We acted on the member you reported',
  },
};

export const ownerModerationSubjects: Record<
  ModerationTargetType,
  { hidden: string; removed: string; restored: string }
> = {
  item: {
    hidden: 'Your item is under review',
    removed: 'Your item was removed',
    restored: 'Your item is visible again',
  },
  message: {
    hidden: 'Your message is under review',
    removed: 'Your message was removed',
    restored: 'Your message is visible again',
  },
  user: {
    hidden: 'Your profile is under review',
    removed: 'Your profile photo and bio were removed',
    restored: 'Your profile is visible again',
  },
};

// Reliability (issue 27): thumbs down and no-show reports wait for an admin before they count.

/** What an admin reviews before it counts: a thumbs down, or a reported no-show. */
export const ReliabilityReviewKind = { Feedback: 'feedback', NoShow: 'no-show' } as const;
export type ReliabilityReviewKind = (typeof ReliabilityReviewKind)[keyof typeof ReliabilityReviewKind];

/** A thumbs down or a no-show report waiting for an admin (GET /admin/reliability). */
export const ReliabilityReview = Type.Object({
  Kind: Type.Union([Type.Literal(ReliabilityReviewKind.Feedback), Type.Literal(ReliabilityReviewKind.NoShow)]),
  ID: Type.Integer(),
  MatchID: Type.Integer(),
  /** Who gave the thumbs down or reported the no-show... */
  From: MemberSummary,
  /** ...and about whom. */
  About: MemberSummary,
  /** The thumbs down's reason, or 'no-show' for a reported no-show. */
  Reason: FeedbackReasonSchema,
  Text: Type.String(),
  /** For a no-show, the agreed time and place. */
  HandoverAt: Type.Union([Type.String(), Type.Null()]),
  HandoverPlace: Type.String(),
  /** Whether About has given feedback on From in the same match: a thumbs down that answers one may be retaliation. */
  AboutGaveFeedback: Type.Union([Type.Boolean(), Type.Null()]),
  CreatedAt: Type.String(),
});
export type ReliabilityReview = Static<typeof ReliabilityReview>;

/** Two members who answered "Did the swap happen?" differently: nothing counts against either. */
export const OutcomeDisagreement = Type.Object({
  /** The handover's id: what POST /admin/disagreements/{id}/close names. */
  ID: Type.Integer(),
  MatchID: Type.Integer(),
  HandoverAt: Type.String(),
  HandoverPlace: Type.String(),
  Answers: Type.Array(
    Type.Object({ Member: MemberSummary, Outcome: HandoverOutcomeSchema, AnsweredAt: Type.String() }),
  ),
});
export type OutcomeDisagreement = Static<typeof OutcomeDisagreement>;

export const ReliabilityQueueAnswer = envelope({
  Reviews: Type.Array(ReliabilityReview),
  Disagreements: Type.Array(OutcomeDisagreement),
});
export type ReliabilityQueueAnswer = Static<typeof ReliabilityQueueAnswer>;

/** POST /admin/reliability/{kind}/{id}/review: Counts true upholds it, false drops it (for example as retaliation). */
export const ReliabilityReviewParams = body({
  kind: Type.Union([Type.Literal(ReliabilityReviewKind.Feedback), Type.Literal(ReliabilityReviewKind.NoShow)]),
  id: Id,
});
export type ReliabilityReviewParams = Static<typeof ReliabilityReviewParams>;
export const ReliabilityDecisionBody = body({ Counts: Type.Boolean() });
export type ReliabilityDecisionBody = Static<typeof ReliabilityDecisionBody>;
