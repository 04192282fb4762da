/**
 * Distances between districts, in SQL (issue 28). A member's position is their district's
 * centroid and nothing finer; every distance is great-circle miles between two centroids, and
 * others see it only rounded (distanceText in the contract).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Param } from '../../db/client.ts';

const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude: the band a radius search reads from districts_position_idx. */
const MILES_PER_DEGREE = 69.05;

/** Great-circle miles between two districts' rows (haversine), given their table aliases. */
export function milesBetween(a: string, b: string): SQL<number> {
  const [from, to] = [sql.raw(a), sql.raw(b)];
  return sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_MILES))} * asin(sqrt(
    power(sin(radians(${to}.latitude - ${from}.latitude) / 2), 2)
    + cos(radians(${from}.latitude)) * cos(radians(${to}.latitude))
      * power(sin(radians(${to}.longitude - ${from}.longitude) / 2), 2))))`;
}

/** The district of a member, by id, as a scalar subquery. */
export function districtOf(memberId: Param<number> | SQL): SQL<string | null> {
  return sql<string | null>`(select u.district from users u where u.id = ${memberId})`;
}

/**
 * The districts within `radius` miles of `home` (a district id), with their distance as `miles`:
 * `from` rows for a query to order nearest first. A box around home keeps the read on
 * districts_position_idx: a latitude band, and within it a longitude band read from the index's
 * second column, so only the box's districts get a distance computed. A radius of 0 (ANY_RADIUS)
 * reads them all, through a box wide enough for any place (an `or` would take it off the index).
 */
export function districtsWithin(home: SQL, radius: Param<number> | SQL): SQL {
  const degrees = sql`(case when ${radius} = 0 then 360 else ${radius}::float8 / ${sql.raw(String(MILES_PER_DEGREE))} end)`;
  // A degree of longitude shrinks with cos(latitude); the UK's districts lie far from the poles.
  const longitudeDegrees = sql`(${degrees} / cos(radians(home.latitude)))`;
  return sql`(select near.id, ${milesBetween('home', 'near')} as miles
    from districts home
    join districts near
      on near.latitude between home.latitude - ${degrees} and home.latitude + ${degrees}
      and near.longitude between home.longitude - ${longitudeDegrees} and home.longitude + ${longitudeDegrees}
    where home.id = ${home}
      and (${radius} = 0 or ${milesBetween('home', 'near')} <= ${radius}))`;
}

/**
 * The districts within a member's search radius of their own district (districtsWithin), as `from`
 * rows (id, miles) nearest first: none when the member has no area.
 */
export function districtsNear(memberId: Param<number> | SQL): SQL {
  return sql`(select near.id, near.miles from users member
    cross join lateral ${districtsWithin(sql`member.district`, sql`member.search_radius`)} near
    where member.id = ${memberId}
    order by near.miles, near.id)`;
}
