import { useQuery } from '@tanstack/react-query';
import { matchQueryOptions } from '@/data/matches.ts';

/** GET /matches/{id}, idle without a valid id. */
export function useMatch(matchId: number | null) {
  return useQuery({ ...matchQueryOptions(matchId ?? 0), enabled: matchId !== null });
}
