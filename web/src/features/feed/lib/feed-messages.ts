import { feedMessages } from '@swapsies/contract';
import { type ErrorWording, NETWORK_ERROR } from '@/lib/describe-error.ts';

/**
 * How the feed words a failure: no answer at all gets the feed's connection message, a server
 * ErrorCode with catalogue words shows them, and anything else gets the failing action's own text.
 */
export function feedWording(otherwise: string): ErrorWording {
  return { [NETWORK_ERROR]: feedMessages.connectionFailed, otherwise, catalogueFirst: true };
}
