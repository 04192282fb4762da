/**
 * Fills a bench database with members, friendships, wanted categories, items, photos and
 * sessions, in a few INSERT … SELECT statements (never through the API).
 *
 * The shape (for N members and M items):
 * - members 1..N; member u signs in with the token `benchToken(u)` (a session row holds its sha256);
 * - friendships: for each of 10 seeded bijections π_k(u) = (a_k·(u−1) + b_k) mod N + 1, the pair
 *   {u, π_k(u)} in both directions, so each member has about 20 friends (fewer only where two
 *   pairings coincide) and about 400 friends of friends, as in a random graph;
 * - wanted categories: 50 "popular" leaves of the 887 (every 17th leaf); each member wants 10 of
 *   them, picked by a hash of the member id;
 * - items: item i belongs to member ((i−1) mod N) + 1, so every member owns M/N items (10 at
 *   full scale), spread over the whole id range as if listed over time. 90% of items are in the
 *   popular leaves (one picked by a hash of i), 10% in any of the 887 leaves. A member's friends
 *   therefore own about 200 items, of which about 36 (10/50 × 90%) are in their wanted categories:
 *   dozens of items to walk in the Friends feed, several hundred in Friends+. About 1% of items
 *   await approval and 1% are committed (both excluded from every feed), 5% have a Pint level;
 * - one photo row per item;
 * - areas (issue 28): every member lives in one of the real postcode districts (server/data), drawn
 *   with a weight of √(districts of its post town), so that a town of n districts holds about
 *   n^1.5 shares: London about 28% of members, Glasgow 4%, Birmingham 4%, a one-district town a
 *   few dozen members at full scale. Items carry their owner's district; every member's search
 *   radius is the default, 10 miles;
 * - past reactions: each member has answered about 20 items (a like one time in four) of members
 *   half the id range away, never in the member's wanted categories, so that no feed would show
 *   them again and the feeds' shape is unchanged. A live system's reactions table is large and
 *   analyzed; an empty one, as the bench had, let the statements prepared while it was empty keep
 *   scanning it whole as the swipe mix filled it (docs/performance.md, "Why members have a past").
 */
import { defaultNotificationSettings } from '@swapsies/contract';
import pg from 'pg';

/** Bump when the generated shape changes: a bench database of an older version is regenerated. */
export const GENERATOR_VERSION = 4;

export interface Scale {
  members: number;
  items: number;
}

/** The token member u signs in with (the session stores only its sha256, as the server does). */
export function benchToken(member: number): string {
  return `benchmember${String(member).padStart(12, '0')}`;
}

const FRIEND_PAIRINGS = 10;
const POPULAR_LEAVES = 50;
const WANTED_PER_MEMBER = 10;
const PAST_REACTIONS_PER_MEMBER = 20;
/** Past reactions are this old; what a scenario adds is newer, and resetMutableState removes it. */
const PAST_REACTIONS_AGE = "interval '90 days'";

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** Multipliers coprime with N, so that each u ↦ (a·(u−1) + b) mod N + 1 is a bijection of 1..N. */
function pairings(members: number): { a: string[]; b: string[] } {
  const n = BigInt(members);
  const a: string[] = [];
  const b: string[] = [];
  // Odd candidates, stepped by an even number so that they stay odd.
  let candidate = 7919n;
  for (let k = 0; k < FRIEND_PAIRINGS; k++) {
    while (gcd(candidate % n, n) !== 1n || candidate % n <= 1n || a.includes(String(candidate % n))) candidate += 2n;
    a.push(String(candidate % n));
    b.push(String((BigInt(k + 1) * 104_729n) % n));
    candidate += 2n * 7_919n;
  }
  return { a, b };
}

const notificationSettings = JSON.stringify(defaultNotificationSettings(false));

type Log = (line: string) => void;

/** What the generator writes through besides a PostgreSQL address: a client already open, such as PGlite's (pglite-feed.ts). */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
}

/** Runs `use` on `target`'s client, or on a connection of its own to the address `target` names, closed after. */
async function withClient<T>(target: string | SqlClient, use: (client: SqlClient) => Promise<T>): Promise<T> {
  if (typeof target !== 'string') return use(target);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function step(client: SqlClient, log: Log, label: string, text: string, values: unknown[] = []): Promise<void> {
  const started = performance.now();
  const result = await client.query(text, values);
  const rows = result.rowCount === null ? '' : ` (${result.rowCount.toLocaleString('en')} rows)`;
  log(`  ${label}${rows}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Generates the data into a freshly migrated database (category tree seeded, no members yet). */
export async function generate(target: string | SqlClient, scale: Scale, log: Log): Promise<void> {
  const { members: n, items: m } = scale;
  if (n < 100 || m < n) throw new Error('Use at least 100 members and at least one item per member');
  await withClient(target, async (client) => {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query("set work_mem = '256MB'");
    // The rows are consistent by construction: skip the per-row foreign-key triggers.
    await client.query('set session_replication_role = replica');
    await step(
      client,
      log,
      'members',
      `insert into users (id, type, username, email, password_hash, first_name, last_name, notification_settings,
         terms_accepted_at, created_at)
       select u, 1, 'bench' || u, 'bench' || u || '@bench.invalid', 'bench: no password login', 'Member', 'No' || u,
         $2::jsonb, now(), now() - interval '1 year'
       from generate_series(1, $1::int) u`,
      [n, notificationSettings],
    );
    // Cumulative weights, so that a hash of the member picks a district: [lo, hi) per district.
    await client.query(
      `create temporary table bench_districts as
       select id, sum(weight) over (order by id) - weight as lo, sum(weight) over (order by id) as hi
       from (select id, sqrt(count(*) over (partition by town)) as weight from districts) weighted`,
    );
    await client.query('create index on bench_districts (hi)');
    await step(
      client,
      log,
      'areas',
      `update users set district = picked.id
       from generate_series(1, $1::int) u,
         lateral (select (abs(hashint4(u * 31 + 5)) % 1000000) / 1000000.0 * (select max(hi) from bench_districts) as r) draw,
         lateral (select id from bench_districts where hi > draw.r order by hi limit 1) picked
       where users.id = u`,
      [n],
    );
    const { a, b } = pairings(n);
    await step(
      client,
      log,
      'friendships',
      `insert into friendships (user_id, friend_id, created_at)
       select distinct on (x, y) x, y, now() - interval '6 months' from (
         select u as x, ((pa::bigint * (u - 1) + pb) % $1 + 1)::int as y
           from generate_series(1, $1::int) u, unnest($2::int[], $3::int[]) as p(pa, pb)
         union all
         select ((pa::bigint * (u - 1) + pb) % $1 + 1)::int, u
           from generate_series(1, $1::int) u, unnest($2::int[], $3::int[]) as p(pa, pb)
       ) pairs where x <> y`,
      [n, a, b],
    );
    await client.query(
      `create temporary table bench_leaves as
       select array_agg(id order by id) as all_leaves,
         (array_agg(id order by id) filter (where (rn - 1) % 17 = 0))[1:${POPULAR_LEAVES}] as popular
       from (select id, row_number() over (order by id) as rn from category_items) leaves`,
    );
    await step(
      client,
      log,
      'wanted categories',
      `insert into user_categories (user_id, category_item_id, position)
       select u, popular[h + 1], rn - 1 from (
         select u, h, row_number() over (partition by u order by hashint4(u * ${POPULAR_LEAVES} + h)) as rn
         from generate_series(1, $1::int) u, generate_series(0, ${POPULAR_LEAVES - 1}) h
       ) picks, bench_leaves
       where rn <= ${WANTED_PER_MEMBER}`,
      [n],
    );
    // abs(hashint4(…)) spreads items over the leaves without a visible pattern.
    await step(
      client,
      log,
      'items',
      `insert into items (id, owner_id, district, name, description, location, category_item_id, pint, charity,
         pending_approval, committed_until, created_at)
       select i, (i - 1) % $1 + 1, owner.district, 'Bench item ' || i,
         'A thing in good condition, lightly used, collected from the bench generator, number ' || i || '.',
         'London',
         case when abs(hashint4(i)) % 10 = 0
           then all_leaves[abs(hashint4(i + 1)) % cardinality(all_leaves) + 1]
           else popular[abs(hashint4(i + 2)) % cardinality(popular) + 1] end,
         case when i % 20 = 0 then 1 else 0 end, false,
         i % 97 = 0,
         case when i % 89 = 0 then now() + interval '7 days' end,
         now() - make_interval(secs => $2::int - i)
       from generate_series(1, $2::int) i
       join users owner on owner.id = (i - 1) % $1 + 1
       cross join bench_leaves`,
      [n, m],
    );
    await step(
      client,
      log,
      'photos',
      `insert into item_photos (id, item_id, path, thumbnail_path, position, pending)
       select i, i, 'items/bench/' || i || '.jpg', 'items/bench/' || i || '-thumb.jpg', 0, false
       from generate_series(1, $1::int) i`,
      [m],
    );
    // Owner v = u + N/2 + 7j (mod N) owns items v, v + N, v + 2N, …: one of them picked by a hash.
    await step(
      client,
      log,
      'past reactions',
      `insert into item_reactions (user_id, item_id, item_owner_id, liked, created_at)
       select u, item.id, item.owner_id, abs(hashint4(u * 7 + j)) % 4 = 0, now() - ${PAST_REACTIONS_AGE}
       from generate_series(1, $1::int) u, generate_series(0, ${PAST_REACTIONS_PER_MEMBER - 1}) j,
         lateral (select ((u - 1 + $1 / 2 + 7 * j) % $1) + 1 as v) owner,
         lateral (select (owner.v + $1 * (abs(hashint4(u * 13 + j)) % ($2 / $1)))::int as id) picked
       join items item on item.id = picked.id
       where not exists (select 1 from user_categories w where w.user_id = u and w.category_item_id = item.category_item_id)
       on conflict do nothing`,
      [n, m],
    );
    await step(
      client,
      log,
      'sessions',
      `insert into sessions (id, user_id, token_hash, expires_at)
       select u, u, encode(sha256(convert_to('benchmember' || lpad(u::text, 12, '0'), 'UTF8')), 'hex'),
         now() + interval '30 days'
       from generate_series(1, $1::int) u`,
      [n],
    );
    for (const [table, column] of [
      ['users', 'id'],
      ['items', 'id'],
      ['item_photos', 'id'],
      ['sessions', 'id'],
    ]) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`,
      );
    }
    await client.query('set session_replication_role = origin');
    // VACUUM sets the visibility map (index-only scans), ANALYZE the planner's statistics.
    await step(client, log, 'vacuum analyze', 'vacuum analyze');
  });
}

/** The share of members who hold blocks in the blocks scenario (one in BLOCKERS_EVERY), and how many each. */
export const BLOCKERS_EVERY = 20;
export const BLOCKS_PER_BLOCKER = 3;

/**
 * Gives every BLOCKERS_EVERY-th member (5%) BLOCKS_PER_BLOCKER blocks, of their first friends.
 * The friendships stay (a real block ends them): the Friends feed then meets the blocked owners'
 * items and must leave them out, the filter's dearest case. resetMutableState removes them.
 */
export async function addBlocks(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query(
      `insert into blocks (blocker_id, blocked_id, created_at)
       select user_id, friend_id, now() from (
         select user_id, friend_id, row_number() over (partition by user_id order by friend_id) as rn
         from friendships where user_id % $1 = 0
       ) firsts where rn <= $2
       on conflict do nothing`,
      [BLOCKERS_EVERY, BLOCKS_PER_BLOCKER],
    );
    await client.query('analyze blocks');
    return result.rowCount ?? 0;
  });
}

/**
 * Puts the mutable state back where the generator left it, so that every run starts alike: only
 * the past reactions, no offers, matches, notifications or blocks, and sessions that need no extension.
 */
export async function resetMutableState(target: string | SqlClient): Promise<void> {
  await withClient(target, async (client) => {
    await client.query('truncate item_offers, match_items, matches, notifications, blocks cascade');
    await client.query(`delete from item_reactions where created_at > now() - ${PAST_REACTIONS_AGE} / 2`);
    await client.query(`update sessions set expires_at = now() + interval '30 days'`);
    await client.query('vacuum analyze sessions, item_reactions');
  });
}
