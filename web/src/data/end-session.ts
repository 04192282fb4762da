/**
 * Ending the session on this device, after logging out (whether or not the server answered) and
 * after deleting the account (001 §4.8): the token and the splash flag are cleared, this device's
 * Web Push subscription ends (the next member here gets none of this member's pushes), and the
 * browser goes to /.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { clearUserQueries } from '@/lib/query-client.ts';
import { clearSession, sessionKeys } from '@/lib/storage-keys.ts';

/** Answers the function that ends the session on this device and goes to /. */
export function useEndSessionOnThisDevice(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Loaded when needed: the subscription's helpers are no part of a signed-in page's first load.
    void import('./push-subscription.ts').then(({ dropPushOnThisDevice }) => dropPushOnThisDevice());
    clearSession();
    sessionStorage.removeItem(sessionKeys.splashShown);
    // Whoever signs in next on this device must not find this member's unsent item.
    sessionStorage.removeItem(sessionKeys.itemDraft);
    navigate(paths.home, { replace: true });
    clearUserQueries(queryClient);
  }, [navigate, queryClient]);
}
