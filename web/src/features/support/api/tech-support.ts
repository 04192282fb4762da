import { type EmptyAnswer, routes, type TechSupportBody } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /tech-support: a request for help or a feature, signed in or not. */
export function sendTechSupport(body: TechSupportBody): Promise<EmptyAnswer> {
  return callApi(routes.techSupport, { body });
}

export function useSendTechSupport() {
  return useMutation({ mutationFn: sendTechSupport });
}
