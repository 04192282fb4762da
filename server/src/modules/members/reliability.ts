/**
 * The public reliability line of a member (issue 27), as one SQL expression so that every
 * MemberSummary and feed card reads it in the statement that reads the member: completed swaps,
 * thumbs up already shown to them, and no-shows an admin upheld (0 below NO_SHOWS_SHOWN_MIN), each
 * over the last RELIABILITY_WINDOW_MS. Each count is a lookup on an index led by the member.
 */
import { NO_SHOWS_SHOWN_MIN, RELIABILITY_WINDOW_MS, type Reliability } from '@swapsies/contract';
import { type SQL, sql } from 'drizzle-orm';

const since = sql.raw(`now() - interval '${RELIABILITY_WINDOW_MS / 1000} seconds'`);

/** The member's Reliability, for the member whose id `memberId` names in the enclosing query (qualified, db/qualified.ts). */
export function reliabilityOf(memberId: SQL): SQL<Reliability> {
  return sql<Reliability>`json_build_object(
    'Swaps',
      (select count(*) from matches x where x.ended_reason = 'exchange' and x.user1_id = ${memberId} and x.ended_at > ${since})
      + (select count(*) from matches x where x.ended_reason = 'exchange' and x.user2_id = ${memberId} and x.ended_at > ${since}),
    'ThumbsUp',
      (select count(*) from feedback f where f.about_id = ${memberId} and f.positive and f.revealed_at is not null and f.created_at > ${since}),
    'NoShows',
      (select case when count(*) >= ${sql.raw(String(NO_SHOWS_SHOWN_MIN))} then count(*) else 0 end from (
        select o.match_id from handover_outcomes o where o.about_id = ${memberId} and o.review = 'upheld' and o.created_at > ${since}
        union
        select f.match_id from feedback f
        where f.about_id = ${memberId} and f.reason = 'no-show' and f.review = 'upheld' and f.created_at > ${since}
      ) as no_shows)
  )`;
}
