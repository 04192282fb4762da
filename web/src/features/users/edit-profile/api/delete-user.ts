import { DELETE_CONFIRMATION, type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { useEndSessionOnThisDevice } from '@/data/end-session.ts';
import { callApi } from '@/lib/api-client.ts';

/** DELETE /user: the account goes at once, with every session of it. */
export function deleteUser(): Promise<EmptyAnswer> {
  return callApi(routes.deleteUser, { body: { Confirm: DELETE_CONFIRMATION } });
}

/** Deletes the account; on success this device forgets the session and goes to / (001 §4.8). */
export function useDeleteUser() {
  const endSession = useEndSessionOnThisDevice();
  return useMutation({ mutationFn: deleteUser, onSuccess: endSession });
}
