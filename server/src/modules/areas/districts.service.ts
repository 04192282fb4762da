/**
 * The postcode districts the server knows: server/data/districts.json, built by
 * scripts/build-districts.mjs from open data (server/data/README.md), seeded into the districts
 * table at every start.
 */
import type { MemberArea } from '@swapsies/contract';
import districtsJson from '../../../data/districts.json' with { type: 'json' };

export interface District {
  id: string;
  latitude: number;
  longitude: number;
  town: string;
}

export const districtRows: District[] = (districtsJson as [string, number, number, string][]).map(
  ([id, latitude, longitude, town]) => ({ id, latitude, longitude, town }),
);

const byId = new Map(districtRows.map((district) => [district.id, district]));

/** Whether a district (an outward code, upper case) is one the server has a centroid for. */
export function isKnownDistrict(district: string): boolean {
  return byId.has(district);
}

/** A member's own area, as their own answer shows it: the district and its town. */
export function areaOf(district: string | null): MemberArea | null {
  const known = district === null ? undefined : byId.get(district);
  return known ? { District: known.id, Town: known.town } : null;
}
