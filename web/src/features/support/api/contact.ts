import { type ContactBody, type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /contact: a signed-in member's message to the team. */
export function sendContact(body: ContactBody): Promise<EmptyAnswer> {
  return callApi(routes.contact, { body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
