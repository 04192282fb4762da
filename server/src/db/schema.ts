/**
 * The database schema. Migrations in ./migrations are generated from it with
 * `npm run db:generate -w server` and committed.
 */

import { ANY_RADIUS, DEFAULT_SEARCH_RADIUS, type NotificationSettings, SEARCH_RADII } from '@swapsies/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A required reference to a member: the row goes when the member's account does. */
const memberRef = (name: string) =>
  integer(name)
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });
/** A required reference to an item: the row goes with the item. */
const itemRef = (name: string) =>
  integer(name)
    .notNull()
    .references((): AnyPgColumn => items.id, { onDelete: 'cascade' });

/** A required reference to a match: the row goes with the match. */
const matchRef = (name: string) =>
  integer(name)
    .notNull()
    .references((): AnyPgColumn => matches.id, { onDelete: 'cascade' });

// Reference data, loaded from contract/data at start.
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  group: text('group').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
});

export const subcategories = pgTable('subcategories', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** The leaves of the tree ("items" in the category data, kinds of things such as "Road bikes"). */
export const categoryItems = pgTable('category_items', {
  id: integer('id').primaryKey(),
  subcategoryId: integer('subcategory_id')
    .notNull()
    .references(() => subcategories.id),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * The postcode districts (issue 28), seeded at every start from server/data/districts.json: the
 * outward code (id, such as LS6), its centroid and its post town. A member's area is one of these,
 * and nothing finer is ever stored.
 */
export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    town: text('town').notNull(),
  },
  // The districts within a radius are read from a box (a latitude band, then longitude), then by distance.
  (t) => [index('districts_position_idx').on(t.latitude, t.longitude, t.id)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    phone: text('phone').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    whatsApp: text('whatsapp').notNull().default(''),
    address: text('address').notNull().default(''),
    profilePhoto: text('profile_photo').notNull().default(''),
    allowSearch: boolean('allow_search').notNull().default(true),
    pint: boolean('pint').notNull().default(false),
    country: integer('country').notNull().default(235),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** Exchanges this member completed, both sides confirming: a fact their partners can see. */
    completedSwaps: integer('completed_swaps').notNull().default(0),
    createdAt: createdAt(),
    /**
     * Set when the member deleted their account. The row stays so that their partners' matches and
     * chats keep their other side, but every personal field is erased (username and email become
     * '', so both are free again: the unique indexes cover only accounts that exist).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set while the member's profile photo and bio are hidden from others, pending a moderator's
     * review: reports by REPORT_HIDE_THRESHOLD members hid them (modules/reports).
     */
    profileHiddenAt: timestamp('profile_hidden_at', { withTimezone: true }),
    /** Set when a moderator suspended the account: it cannot sign in, and its items are hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The member's area: their postcode district (a charity's, its address's), or null. */
    district: text('district').references(() => districts.id),
    /** How far Everyone looks, in miles (SEARCH_RADII); 0 is anywhere. */
    searchRadius: smallint('search_radius').notNull().default(DEFAULT_SEARCH_RADIUS),
    /** Friends+ keeps to the search radius. */
    friendsPlusNearby: boolean('friends_plus_nearby').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.deletedAt} is null`),
    check('users_type_check', sql`${t.type} in (1, 2)`),
    check('users_search_radius_check', sql.raw(`search_radius in (${[ANY_RADIUS, ...SEARCH_RADII].join(', ')})`)),
  ],
);

/** The categories a member wants to receive ("categoryId-subcategoryId-itemId" paths). */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: memberRef('user_id'),
    categoryItemId: integer('category_item_id')
      .notNull()
      .references(() => categoryItems.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryItemId] }),
    index('user_categories_item_idx').on(t.categoryItemId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberRef('user_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * Logins someone asked a reset link for, as SHA-256 of the login in lower case, known account or
 * not: a second request within the link's hour answers TOKEN_EXISTS either way.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    loginHash: text('login_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_requests_expires_idx').on(t.expiresAt)],
);

/** Secrets the installation generates for itself on first start (for example the media-token key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Accepted friendships, stored in both directions so that either side is one index lookup. */
export const friendships = pgTable(
  'friendships',
  {
    userId: memberRef('user_id'),
    friendId: memberRef('friend_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/** Friend requests waiting for an answer: one row per sender and addressee. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    senderId: memberRef('sender_id'),
    recipientId: memberRef('recipient_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.senderId, t.recipientId] }),
    index('friend_requests_recipient_idx').on(t.recipientId),
    check('friend_requests_not_self', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/**
 * A member's block of another member (or of a charity, or a charity's of a member): one row per
 * blocker and blocked. Its effect is both ways, so every check reads the pair in either order,
 * each through its own index.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const charityFollows = pgTable(
  'charity_follows',
  {
    userId: memberRef('user_id'),
    charityId: memberRef('charity_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.charityId] }), index('charity_follows_charity_idx').on(t.charityId)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    ownerId: memberRef('owner_id'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    categoryItemId: integer('category_item_id')
      .notNull()
      .references(() => categoryItems.id),
    pint: smallint('pint').notNull().default(0),
    charity: boolean('charity').notNull().default(false),
    pendingApproval: boolean('pending_approval').notNull().default(false),
    /**
     * Set while an accepted commitment reserves the item: the item is committed until this moment
     * passes, whether or not a sweeper has run (isCommitted in modules/items/items.policy.ts).
     */
    committedUntil: timestamp('committed_until', { withTimezone: true }),
    /**
     * The commitment, pending or accepted, that holds the item against every other commitment
     * until heldUntil passes. Taken with one conditional UPDATE, so that the database decides
     * which of several concurrent requests for the item wins (commitments.service.ts).
     */
    heldBy: integer('held_by'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * Set when a confirmed exchange gave the item away: it has left its owner's listings for good
     * and no rule shows it again (approvedItem in modules/items/items.policy.ts).
     */
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    /**
     * Set while the item is hidden from everyone but its owner, pending a moderator's review
     * (reports crossed REPORT_HIDE_THRESHOLD), or because its owner is suspended: approvedItem
     * leaves it out, so it is in no feed or listing and cannot be liked.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The owner's district (users.district), kept in step whenever the owner's area changes
     * (modules/areas): the Everyone feed walks items district by district, nearest first.
     */
    district: text('district'),
    createdAt: createdAt(),
  },
  (t) => [
    index('items_owner_idx').on(t.ownerId),
    // The Everyone feed (and a charity's nearby members) walks each nearby district's wanted
    // categories, newest first: the district is the grid cell (docs/decisions.md, issue 28).
    index('items_district_feed_idx')
      .on(t.district, t.categoryItemId, t.id)
      .where(
        sql`${t.district} is not null and not ${t.pendingApproval} and ${t.exchangedAt} is null and ${t.hiddenAt} is null`,
      ),
    // The Friends and Friends+ feeds walk their audience's live items owner by owner: every column
    // they read is in this index, so the walk is an index-only scan that does not visit the table.
    index('items_owner_feed_idx')
      .on(t.ownerId, t.categoryItemId, t.id, t.committedUntil)
      .where(sql`not ${t.pendingApproval} and ${t.exchangedAt} is null and ${t.hiddenAt} is null`),
    // A charity's feed reads only its followers' charity-flagged items.
    index('items_charity_owner_idx')
      .on(t.ownerId, t.id)
      .where(sql`${t.charity} and not ${t.pendingApproval} and ${t.exchangedAt} is null and ${t.hiddenAt} is null`),
    index('items_pending_approval_idx').on(t.id).where(sql`${t.pendingApproval}`),
    check('items_pint_check', sql`${t.pint} between 0 and 2`),
  ],
);

export const itemPhotos = pgTable(
  'item_photos',
  {
    id: serial('id').primaryKey(),
    itemId: itemRef('item_id'),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    position: integer('position').notNull(),
    /** Uploaded with an edit that waits for review: not shown until the change is approved. */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [index('item_photos_item_idx').on(t.itemId)],
);

/**
 * An edit to a live item that waits for review (ITEM_REVIEW): at most one
 * per item. PhotoIds is the whole new photo set in order; new photos are item_photos rows marked
 * pending.
 */
export const itemChanges = pgTable('item_changes', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  pint: smallint('pint').notNull(),
  charity: boolean('charity').notNull(),
  photoIds: integer('photo_ids').array().notNull(),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberRef('user_id'),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Seen in the bell: the `notifications` counter and `Read`. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Seen for the other unread counters, each on its own (a kind that raises none stays null). */
    matchesSeenAt: timestamp('matches_seen_at', { withTimezone: true }),
    messagesSeenAt: timestamp('messages_seen_at', { withTimezone: true }),
    friendsSeenAt: timestamp('friends_seen_at', { withTimezone: true }),
    /** The match it is about, if any: its pushes share the tag `match-{id}`. No reference: a tag only. */
    matchId: integer('match_id'),
    /** When the push job took it (sent, or skipped: no device, or the member was online); null: due. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_push_due_idx').on(t.id).where(sql`${t.pushedAt} is null`),
  ],
);

/** One device's Web Push subscription (product-decisions §12); an endpoint belongs to one member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberRef('user_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email'),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    /** A reported message's text as it was when reported: the sender may delete it afterwards. */
    targetText: text('target_text'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** How a moderator's action settled it (ReportOutcome); null for one resolved by hand, or open. */
    outcome: text('outcome'),
    /** The admin who resolved it; null while open, or once that admin's account is gone. */
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_open_idx').on(t.resolvedAt, t.id),
    // Counting a target's distinct reporters as each report arrives.
    index('reports_open_target_idx').on(t.targetType, t.targetId, t.reporterId).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Every moderator's action on reported content or an account: who did it, to what, why, and when.
 * The row stays when the admin's account goes (admin_id null), as the record of the decision.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'item', 'user' (the profile, or the account for a suspension) or 'message'. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** 'restored', 'removed' or 'suspended' (ReportOutcome). */
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_target_idx').on(t.targetType, t.targetId)],
);

/**
 * A member's answer to an item in the feed: a like or a skip, at most one per member and item.
 * The item's owner is kept alongside so that "has B liked any of A's items" and "who likes my
 * items" are single index lookups.
 */
export const itemReactions = pgTable(
  'item_reactions',
  {
    userId: memberRef('user_id'),
    itemId: itemRef('item_id'),
    itemOwnerId: memberRef('item_owner_id'),
    liked: boolean('liked').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('item_reactions_likes_by_user_idx').on(t.userId, t.itemOwnerId).where(sql`${t.liked}`),
    index('item_reactions_likes_of_owner_idx').on(t.itemOwnerId, t.userId).where(sql`${t.liked}`),
    index('item_reactions_item_idx').on(t.itemId),
  ],
);

/** An item a member put forward when liking someone else's item: "A offers Y to B". */
export const itemOffers = pgTable(
  'item_offers',
  {
    itemId: itemRef('item_id'),
    offererId: memberRef('offerer_id'),
    recipientId: memberRef('recipient_id'),
    forItemId: itemRef('for_item_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.forItemId] }),
    index('item_offers_pair_idx').on(t.offererId, t.recipientId),
    index('item_offers_for_item_idx').on(t.forItemId),
  ],
);

/**
 * A match between two members. At most one active match of each type per pair, which
 * the partial unique index enforces even if two likes race. An ended match keeps why it ended
 * (unmatch or exchange) and who ended it, until each member acknowledges it.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    user1Id: memberRef('user1_id'),
    user2Id: memberRef('user2_id'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by'),
    endedReason: text('ended_reason'),
    user1AcknowledgedAt: timestamp('user1_acknowledged_at', { withTimezone: true }),
    user2AcknowledgedAt: timestamp('user2_acknowledged_at', { withTimezone: true }),
    /**
     * Each member's confirmation that the exchange happened, and the items they named. The first
     * opens a window for the partner (EXCHANGE_WINDOW_MS); the second, within it, completes the
     * exchange (modules/matches/exchange.service.ts).
     */
    user1ConfirmedAt: timestamp('user1_confirmed_at', { withTimezone: true }),
    user1ConfirmedItems: integer('user1_confirmed_items').array(),
    user2ConfirmedAt: timestamp('user2_confirmed_at', { withTimezone: true }),
    user2ConfirmedItems: integer('user2_confirmed_items').array(),
    /** The chat's last number: every chat change takes the next one (modules/chat/chat.service.ts). */
    lastSeq: integer('last_seq').notNull().default(0),
    /**
     * When feedback opened (FEEDBACK_WINDOW_MS from then): the exchange's completion, or the first
     * no-show reported in it (modules/reliability).
     */
    feedbackOpenedAt: timestamp('feedback_opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('matches_active_pair_key')
      .on(sql`least(${t.user1Id}, ${t.user2Id})`, sql`greatest(${t.user1Id}, ${t.user2Id})`, t.type)
      .where(sql`${t.endedAt} is null`),
    index('matches_user1_idx').on(t.user1Id),
    index('matches_user2_idx').on(t.user2Id),
    // Each member's completed swaps over the reliability window (reliabilityOf, members/members.presenter.ts).
    index('matches_exchanged_user1_idx').on(t.user1Id, t.endedAt).where(sql`${t.endedReason} = 'exchange'`),
    index('matches_exchanged_user2_idx').on(t.user2Id, t.endedAt).where(sql`${t.endedReason} = 'exchange'`),
    check('matches_type_check', sql`${t.type} in (1, 2, 3)`),
    check('matches_not_self', sql`${t.user1Id} <> ${t.user2Id}`),
    check('matches_ended_reason_check', sql`${t.endedReason} in ('unmatch', 'exchange')`),
  ],
);

/** The items in a match, each on its owner's side. */
export const matchItems = pgTable(
  'match_items',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    itemId: itemRef('item_id'),
    ownerId: memberRef('owner_id'),
    addedAt: createdAt(),
    /** Set when the member who received it acknowledges an ended match naming this item. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.itemId] }), index('match_items_item_idx').on(t.itemId)],
);

/**
 * A commitment: a temporary reservation of items in a match, offered by the requester to the
 * recipient. Status is pending (1) or accepted (2); a pending one lapses an hour after it was made,
 * an accepted one is over the moment expires_at passes, whether or not the sweeper has run. An
 * ended one (rejected, recalled, cleared, lapsed, unmatch, exchange) keeps why and when it ended.
 * The sweeper marks when it told the members of the end and of the coming end (the reminder).
 */
export const commitments = pgTable(
  'commitments',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    requesterId: memberRef('requester_id'),
    recipientId: memberRef('recipient_id'),
    status: smallint('status').notNull(),
    ttlHours: smallint('ttl_hours').notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiryToldAt: timestamp('expiry_told_at', { withTimezone: true }),
  },
  (t) => [
    index('commitments_match_idx').on(t.matchId, t.id),
    index('commitments_accepted_open_idx').on(t.expiresAt).where(sql`${t.status} = 2 and ${t.expiryToldAt} is null`),
    index('commitments_pending_open_idx').on(t.createdAt).where(sql`${t.status} = 1 and ${t.expiryToldAt} is null`),
    check('commitments_status_check', sql`${t.status} in (1, 2)`),
    check('commitments_ttl_check', sql`${t.ttlHours} between 1 and 24`),
    check(
      'commitments_ended_reason_check',
      sql`${t.endedReason} in ('rejected', 'recalled', 'cleared', 'lapsed', 'unmatch', 'exchange')`,
    ),
  ],
);

/** The items a commitment holds, each on its owner's side. */
export const commitmentItems = pgTable(
  'commitment_items',
  {
    commitmentId: integer('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    itemId: itemRef('item_id'),
    ownerId: memberRef('owner_id'),
  },
  (t) => [primaryKey({ columns: [t.commitmentId, t.itemId] }), index('commitment_items_item_idx').on(t.itemId)],
);

/**
 * A chat message. Seq is the number it took when sent, its place in the chat; event_seq the number
 * of its latest change (sent, edited, deleted), which catch-up reads after a cursor. A repeated
 * ClientID from the same sender in the same match is the same message (the unique index decides,
 * even when two sends race).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    matchId: matchRef('match_id'),
    senderId: memberRef('sender_id'),
    seq: integer('seq').notNull(),
    eventSeq: integer('event_seq').notNull(),
    text: text('text').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the partner's read mark first covered it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set while reports hide it from the partner, pending a moderator's review. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * A line a handover change left (text ''): the arrangement, what the sender did to it, and its
     * time and place as they were then. All four are set, or none (a member's own message).
     */
    handoverId: integer('handover_id').references((): AnyPgColumn => handovers.id, { onDelete: 'cascade' }),
    handoverAction: text('handover_action'),
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    handoverPlace: text('handover_place'),
  },
  (t) => [
    check(
      'messages_handover_check',
      sql`(${t.handoverId} is null) = (${t.handoverAction} is null) and (${t.handoverId} is null) = (${t.handoverAt} is null) and (${t.handoverId} is null) = (${t.handoverPlace} is null)`,
    ),
    uniqueIndex('messages_match_seq_key').on(t.matchId, t.seq),
    index('messages_match_event_seq_idx').on(t.matchId, t.eventSeq),
    uniqueIndex('messages_client_id_key').on(t.matchId, t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
  ],
);

/**
 * An arrangement of a match's handover (issue 27): a time and place one member proposed. Proposed
 * and accepted are open, and a match has one open at a time (the partial unique index); a new
 * proposal closes the open one as 'replaced', which the answers never show (HANDOVER_ANSWERED).
 */
export const handovers = pgTable(
  'handovers',
  {
    id: serial('id').primaryKey(),
    matchId: matchRef('match_id'),
    proposedBy: memberRef('proposed_by'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    note: text('note').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    /** When it was accepted, declined, cancelled or replaced, and by whom. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When the handover sweeper reminded both members of an accepted arrangement: the evening before, and 2 hours before. */
    remindedEveningAt: timestamp('reminded_evening_at', { withTimezone: true }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    /** When the sweeper asked both "Did the swap happen?" (OUTCOME_QUESTION_AFTER_MS after the time). */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    /** When the two answers disagreed, so an admin sees the pair; and when an admin closed that. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeClosedAt: timestamp('dispute_closed_at', { withTimezone: true }),
    disputeClosedBy: integer('dispute_closed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('handovers_open_key').on(t.matchId).where(sql`${t.status} in ('proposed', 'accepted')`),
    index('handovers_match_idx').on(t.matchId, t.id),
    check('handovers_status_check', sql`${t.status} in ('proposed', 'accepted', 'declined', 'cancelled', 'replaced')`),
    index('handovers_disputed_idx').on(t.id).where(sql`${t.disputedAt} is not null and ${t.disputeClosedAt} is null`),
  ],
);

/**
 * Each member's answer to "Did the swap happen?" about an agreed handover, once each. A no-show
 * is against the partner (about_id) and counts only once an admin upholds it (review); two answers
 * that disagree set both no-shows 'disputed', which never count.
 */
export const handoverOutcomes = pgTable(
  'handover_outcomes',
  {
    id: serial('id').primaryKey(),
    handoverId: integer('handover_id')
      .notNull()
      .references(() => handovers.id, { onDelete: 'cascade' }),
    matchId: matchRef('match_id'),
    memberId: memberRef('member_id'),
    aboutId: memberRef('about_id'),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
    /** A no-show's review: 'pending', 'upheld', 'dropped' or 'disputed'; null for the other answers. */
    review: text('review'),
    reviewedBy: integer('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('handover_outcomes_member_key').on(t.handoverId, t.memberId),
    index('handover_outcomes_no_show_idx').on(t.aboutId, t.createdAt).where(sql`${t.review} = 'upheld'`),
    index('handover_outcomes_pending_idx').on(t.id).where(sql`${t.review} = 'pending'`),
    check('handover_outcomes_outcome_check', sql`${t.outcome} in ('happened', 'no-show', 'rearranged')`),
    check(
      'handover_outcomes_review_check',
      sql`(${t.outcome} = 'no-show') = (${t.review} is not null) and ${t.review} in ('pending', 'upheld', 'dropped', 'disputed')`,
    ),
  ],
);

/**
 * Feedback one member of a match leaves on the other, once: a thumbs up, or a thumbs down with a
 * reason, which counts only once an admin upholds it (review). Neither is shown to the other until
 * revealed_at: when both have given theirs, or the window closed.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    matchId: matchRef('match_id'),
    fromId: memberRef('from_id'),
    aboutId: memberRef('about_id'),
    positive: boolean('positive').notNull(),
    reason: text('reason'),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** A thumbs down's review: 'pending', 'upheld' or 'dropped'; null for a thumbs up. */
    review: text('review'),
    reviewedBy: integer('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('feedback_from_key').on(t.matchId, t.fromId),
    index('feedback_about_idx').on(t.aboutId, t.createdAt),
    index('feedback_pending_idx').on(t.id).where(sql`${t.review} = 'pending'`),
    index('feedback_unrevealed_idx').on(t.matchId).where(sql`${t.revealedAt} is null`),
    check(
      'feedback_reason_check',
      sql`${t.positive} = (${t.reason} is null) and ${t.positive} = (${t.review} is null)`,
    ),
    check('feedback_review_check', sql`${t.review} in ('pending', 'upheld', 'dropped')`),
  ],
);

/** How far a member has read a match's chat: every message with seq up to up_to. seq is the number its last move took. */
export const chatReads = pgTable(
  'chat_reads',
  {
    matchId: matchRef('match_id'),
    userId: memberRef('user_id'),
    upTo: integer('up_to').notNull(),
    seq: integer('seq').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

/** A single-use ticket that opens a match's chat socket: only its hash is kept. */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: memberRef('user_id'),
    matchId: matchRef('match_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A message to the team: from the contact form (a member, kind 'contact') or the tech-support form
 * (anyone, kind 'tech-support', who names a login). The member, when known, is kept as a reference
 * that a deleted account leaves null; login and email are what the sender gave.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    login: text('login').notNull().default(''),
    /** 1 a problem, 2 a feature request (tech support); 1 for contact messages. */
    type: smallint('type').notNull(),
    page: text('page').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('support_requests_open_idx').on(t.resolvedAt, t.id),
    index('support_requests_user_idx').on(t.userId),
    check('support_requests_kind_check', sql`${t.kind} in ('contact', 'tech-support')`),
    check('support_requests_type_check', sql`${t.type} in (1, 2)`),
  ],
);

/** A single-use ticket for the member's live socket (routes.getLiveTicket); only its hash is kept. */
export const liveTickets = pgTable(
  'live_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: memberRef('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Each member's last live event number: the row the writers of the member's events queue on, so
 * that their numbers commit in order (as a match's last_seq orders its chat).
 */
export const memberEventHeads = pgTable('member_event_heads', {
  userId: integer('user_id')
    .primaryKey()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull(),
});

/**
 * The member's numbered live events (contract/src/live.ts), kept LIVE_EVENT_KEEP_MS for replay. A
 * hint of what changed, not the state: the match or notification it names, and for a match, what.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    userId: memberRef('user_id'),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    matchId: integer('match_id'),
    change: text('change'),
    notificationId: bigint('notification_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('member_events_created_idx').on(t.createdAt)],
);
