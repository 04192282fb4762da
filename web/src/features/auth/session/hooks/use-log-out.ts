import { useMutation } from '@tanstack/react-query';
import { useEndSessionOnThisDevice } from '@/data/end-session.ts';
import { logOutRequest } from '../api/log-out.ts';

/**
 * Logging out clears the token and the splash flag and goes to /, whether or not the
 * server answered (a dead network must not keep anyone signed in on this device).
 */
export function useLogOut() {
  const endSession = useEndSessionOnThisDevice();
  // Sent even offline (a query client's mutation would wait for the connection): the call fails at once,
  // and the session still ends on this device, the offline cache with it.
  return useMutation({ mutationFn: logOutRequest, onSettled: endSession, networkMode: 'always' });
}
