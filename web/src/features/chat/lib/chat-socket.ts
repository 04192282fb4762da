/**
 * The chat socket of one match (realtime-and-exchange §1): each connection takes a fresh ticket,
 * says hello with the cursor, and tells the server whether the chat is on screen. A closed socket
 * is retried CHAT_RECONNECT.attempts times CHAT_RECONNECT.delayMs apart (001 §4.5), and again when
 * the browser comes back online; meanwhile the poll keeps the chat current.
 */
import { CHAT_RECONNECT, type ChatClientEvent, type ChatServerEvent, routes } from '@swapsies/contract';
import { urlOf } from '@/lib/api-client.ts';

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

/** ws: or wss: as the page, under the API prefix callApi uses (the dev server proxies it). */
export function chatSocketUrl(matchId: number, ticket: string): string {
  const url = urlOf(routes.chatSocket, { params: { matchId }, query: { token: ticket } });
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function isServerEvent(value: unknown): value is ChatServerEvent {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

/** The server event a socket message carries, or null for anything else. */
function serverEventOf(message: MessageEvent): ChatServerEvent | null {
  try {
    const event: unknown = JSON.parse(String(message.data));
    return isServerEvent(event) ? event : null;
  } catch {
    return null;
  }
}

/** The retries of a closed socket: CHAT_RECONNECT.attempts of them, CHAT_RECONNECT.delayMs apart. */
function retrySchedule(connect: () => void) {
  let retriesLeft: number = CHAT_RECONNECT.attempts;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    next: () => {
      if (retriesLeft <= 0) return;
      retriesLeft -= 1;
      retryTimer = setTimeout(connect, CHAT_RECONNECT.delayMs);
    },
    /** A connection opened, or the browser came back online: the attempts start over. */
    reset: () => {
      clearTimeout(retryTimer);
      retriesLeft = CHAT_RECONNECT.attempts;
    },
    cancel: () => clearTimeout(retryTimer),
  };
}

export function openChatSocket({
  matchId,
  getTicket,
  cursor,
  isOpen,
  onConnected,
  onEvent,
}: ChatSocketOptions): ChatSocket {
  const onScreen = () => isOpen() && document.visibilityState === 'visible';
  let socket: WebSocket | null = null;
  let connecting = false;
  let closed = false;
  const retries = retrySchedule(() => void connect());

  const send = (event: ChatClientEvent) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  };

  const retry = () => {
    if (!closed) retries.next();
  };

  async function connect() {
    if (closed || connecting || socket) return;
    connecting = true;
    let ticket: string;
    try {
      ticket = await getTicket(matchId);
    } catch {
      retry();
      return;
    } finally {
      connecting = false;
    }
    if (closed) return;
    const opened = new WebSocket(chatSocketUrl(matchId, ticket));
    socket = opened;
    opened.onopen = () => {
      retries.reset();
      onConnected();
      send({ type: 'hello', after: cursor() });
      send({ type: 'visible', visible: onScreen() });
    };
    opened.onmessage = (message: MessageEvent) => {
      const event = serverEventOf(message);
      if (event) onEvent(event);
    };
    opened.onclose = () => {
      if (socket === opened) socket = null;
      retry();
    };
  }

  const reconnectNow = () => {
    if (closed || socket) return;
    retries.reset();
    void connect();
  };
  const sayVisibility = () => send({ type: 'visible', visible: onScreen() });

  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', sayVisibility);
  void connect();

  return {
    send,
    sayVisibility,
    close: () => {
      closed = true;
      retries.cancel();
      window.removeEventListener('online', reconnectNow);
      document.removeEventListener('visibilitychange', sayVisibility);
      const open = socket;
      socket = null;
      open?.close();
    },
  };
}
