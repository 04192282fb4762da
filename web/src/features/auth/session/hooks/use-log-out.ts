import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logOutRequest } from '@/features/auth/session/api/log-out.ts';
import { paths } from '@/lib/paths.ts';
import { clearUserQueries } from '@/lib/query-client.ts';
import { clearSession, sessionKeys } from '@/lib/storage-keys.ts';

/**
 * Logging out clears the token and the splash flag and goes to /, whether or not the
 * server answered (a dead network must not keep anyone signed in on this device).
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOutRequest,
    onSettled: () => {
      clearSession();
      sessionStorage.removeItem(sessionKeys.splashShown);
      // Whoever signs in next on this device must not find this member's unsent item.
      sessionStorage.removeItem(sessionKeys.itemDraft);
      navigate(paths.home, { replace: true });
      clearUserQueries(queryClient);
    },
  });
}
