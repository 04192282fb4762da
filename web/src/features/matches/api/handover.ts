import { type HandoverAnswer, type ProposeHandoverBody, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCommitments } from '@/data/commitment-refresh.ts';
import { callApi, callApiForFile } from '@/lib/api-client.ts';

export interface ProposeHandoverInput {
  matchId: number;
  body: ProposeHandoverBody;
}

/** POST /matches/{id}/handover: a first proposal, or another time in place of the pending one. */
export function proposeHandover({ matchId, body }: ProposeHandoverInput): Promise<HandoverAnswer> {
  return callApi(routes.proposeHandover, { params: { id: matchId }, body });
}

/** What can be done to an open arrangement by its id: accept or decline (the partner of a proposal), cancel (either). */
export type HandoverAction = 'accept' | 'decline' | 'cancel';

const actionRoutes = {
  accept: routes.acceptHandover,
  decline: routes.declineHandover,
  cancel: routes.cancelHandover,
} as const;

export interface HandoverActionInput {
  action: HandoverAction;
  handoverId: number;
}

/** POST /handover/{id}/accept, /decline or /cancel; refused with WRONG_HANDOVER or HANDOVER_ANSWERED. */
export function actOnHandover({ action, handoverId }: HandoverActionInput): Promise<HandoverAnswer> {
  return callApi(actionRoutes[action], { params: { id: handoverId } });
}

/** GET /matches/{id}/handover.ics: the open arrangement as an iCalendar invite. */
export function fetchHandoverCalendar(matchId: number): Promise<Blob> {
  return callApiForFile(routes.getHandoverCalendar, { params: { id: matchId } }, 'text/calendar');
}

/**
 * Whatever the answer (a refusal often means the partner changed it meanwhile), the matches and
 * the dashboard are fetched again: an agreed handover lengthens a commitment's hold, as a
 * commitment change does, so it shares their debounced refresh.
 */
function useRefreshAfterHandover() {
  const queryClient = useQueryClient();
  return () => refreshCommitments(queryClient);
}

export function useProposeHandover() {
  const refresh = useRefreshAfterHandover();
  return useMutation({ mutationFn: proposeHandover, onSettled: refresh });
}

export function useHandoverAction() {
  const refresh = useRefreshAfterHandover();
  return useMutation({ mutationFn: actOnHandover, onSettled: refresh });
}
