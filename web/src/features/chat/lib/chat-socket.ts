/**
 * The chat socket of one match (realtime-and-exchange §1): each connection takes a fresh ticket,
 * says hello with the cursor, and tells the server whether the chat is on screen. A closed socket
 * is retried CHAT_RECONNECT.attempts times CHAT_RECONNECT.delayMs apart (001 §4.5), and again when
 * the browser comes back online; meanwhile the poll keeps the chat current. A socket closed as
 * ChatCloseCode.ended is not retried.
 */
import { CHAT_RECONNECT, type ChatClientEvent, ChatCloseCode, type ChatServerEvent, routes } from '@swapsies/contract';
import { openTicketSocket, socketUrlOf } from '@/lib/ticket-socket.ts';

export interface ChatSocketOptions {
  matchId: number;
  getTicket: (matchId: number) => Promise<string>;
  /** The number the client holds everything up to, read when each connection opens. */
  cursor: () => number;
  /** Whether the chat is open (not minimised); with the page's visibility, whether it is on screen. */
  isOpen: () => boolean;
  /** Called when a connection opens, before hello: a replay follows. */
  onConnected: () => void;
  onEvent: (event: ChatServerEvent) => void;
  /** The server closed the chat to this pair for good (ChatCloseCode.ended): it is read-only now. */
  onEnded: () => void;
}

export interface ChatSocket {
  /**
   * Sends when a connection is open, and says whether it did; otherwise the event is dropped
   * (typing and visibility are momentary).
   */
  send: (event: ChatClientEvent) => boolean;
  /** Tells the server whether the chat is on screen now: a chat on screen holds back chat notifications. */
  sayVisibility: () => void;
  close: () => void;
}

const chatRetryDelay = (attempt: number) => (attempt < CHAT_RECONNECT.attempts ? CHAT_RECONNECT.delayMs : null);

export function openChatSocket({
  matchId,
  getTicket,
  cursor,
  isOpen,
  onConnected,
  onEvent,
  onEnded,
}: ChatSocketOptions): ChatSocket {
  const onScreen = () => isOpen() && document.visibilityState === 'visible';
  const socket = openTicketSocket<ChatServerEvent, ChatClientEvent>({
    getTicket: () => getTicket(matchId),
    url: (ticket) => socketUrlOf(routes.chatSocket, { params: { matchId }, query: { token: ticket } }),
    retryDelay: chatRetryDelay,
    // The match's chat is closed to this pair for good: asking again would only be refused.
    finalCloseCodes: [ChatCloseCode.ended],
    onClosedForGood: onEnded,
    onOpen: () => {
      onConnected();
      socket.send({ type: 'hello', after: cursor() });
      socket.send({ type: 'visible', visible: onScreen() });
    },
    onEvent,
  });
  const sayVisibility = () => socket.send({ type: 'visible', visible: onScreen() });
  document.addEventListener('visibilitychange', sayVisibility);

  return {
    send: socket.send,
    sayVisibility,
    close: () => {
      document.removeEventListener('visibilitychange', sayVisibility);
      socket.close();
    },
  };
}
