/**
 * What the chat's screens read from the chat state. The state and its reducer are the contract's
 * (contract/src/chat-state.ts), shared with the server's scale bench; the hook (hooks/use-chat.ts)
 * feeds the reducer and acts on what it asks for (fetchWanted).
 */
import type { ChatState, Message } from '@swapsies/contract';

export {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
  type PendingMessage,
} from '@swapsies/contract';

/** The messages in their places (by Seq), the unconfirmed ones after them. */
export function orderedMessages(state: ChatState): Message[] {
  return Object.values(state.messages).sort((a, b) => a.Seq - b.Seq);
}

/** How far this member has read (0: nothing yet). */
export function readUpTo(state: ChatState, userId: number): number {
  return state.reads[userId]?.UpTo ?? 0;
}

/** The highest Seq among the partner's messages: what opening the chat marks read. */
export function latestPartnerSeq(state: ChatState, viewerId: number): number {
  let latest = 0;
  for (const message of Object.values(state.messages)) {
    if (message.SenderID !== viewerId && message.Seq > latest) latest = message.Seq;
  }
  return latest;
}

/** The viewer's message shows a double check once the partner's mark covers it. */
export function isReadByPartner(message: Message, state: ChatState, partnerId: number): boolean {
  return message.ReadAt !== null || message.Seq <= readUpTo(state, partnerId);
}
