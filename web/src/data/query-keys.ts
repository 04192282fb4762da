/**
 * The keys of queries a feature keeps for itself but that an action of data/ also makes stale: a
 * block ends friendships and follows, and takes the blocked member's card out of the feed
 * (blocks.ts). Each feature builds its query on these, so both sides name the same data.
 */

/** GET /friends (features/friends). */
export const FRIENDS_KEY = ['friends'] as const;
/** GET /charities (features/friends). */
export const CHARITIES_KEY = ['charities'] as const;
/** GET /explore-item, one query per feed tier (features/feed). */
export const EXPLORE_KEY = ['explore-item'] as const;
