/**
 * A WebSocket opened with a single-use ticket, the chat's and the live stream's
 * (realtime-and-exchange §1, §4). A socket takes a ticket, never the session token, and a ticket
 * opens one connection, so each connection asks for a fresh one. A closed connection is retried on
 * the caller's schedule, and at once when the browser comes back online (and, when asked, when the
 * tab is shown again, as a phone may have dropped it in the background).
 */
import type { RouteSpec } from '@swapsies/contract';
import { type CallInput, urlOf } from './api-client.ts';
import { isRecord } from './is-record.ts';

/** ws: or wss: as the page, under the API prefix callApi uses (the dev server proxies it). */
export function socketUrlOf(route: RouteSpec, input: CallInput): string {
  const url = urlOf(route, input);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface TicketSocketOptions<ServerEvent> {
  getTicket: () => Promise<string>;
  url: (ticket: string) => string;
  /** How long to wait before retry number `attempt` (0 first) since the last open, or null to stop. */
  retryDelay: (attempt: number) => number | null;
  /** Also reconnect at once when the tab becomes visible again. */
  reconnectWhenShown?: boolean;
  /** A connection opened: say hello now. */
  onOpen: () => void;
  onEvent: (event: ServerEvent) => void;
  /** A connection closed, or no ticket could be had; a retry may follow. */
  onDown?: () => void;
  /** Close codes after which the server will never take this socket again: no retry follows. */
  finalCloseCodes?: readonly number[];
  /** The server closed the socket with one of finalCloseCodes. */
  onClosedForGood?: () => void;
}

export interface TicketSocket<ClientEvent> {
  /** Sends when a connection is open, and says whether it did; otherwise the event is dropped. */
  send: (event: ClientEvent) => boolean;
  /** Connects at once if no connection is open or under way, starting the retries over. */
  reconnectNow: () => void;
  close: () => void;
}

/** The server is the contract's, so an object with a string `type` is taken to be one of its events. */
function isServerEvent<ServerEvent>(value: unknown): value is ServerEvent {
  return isRecord(value) && typeof value.type === 'string';
}

/** The event a socket message carries, or null for anything else. */
function serverEventOf<ServerEvent>(message: MessageEvent): ServerEvent | null {
  try {
    const event: unknown = JSON.parse(String(message.data));
    return isServerEvent<ServerEvent>(event) ? event : null;
  } catch {
    return null;
  }
}

/** The retries of a closed socket, on the caller's schedule; an open connection starts them over. */
function retrySchedule(connect: () => void, retryDelay: (attempt: number) => number | null) {
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    next: () => {
      const delay = retryDelay(attempt);
      if (delay === null) return;
      attempt += 1;
      retryTimer = setTimeout(connect, delay);
    },
    reset: () => {
      clearTimeout(retryTimer);
      attempt = 0;
    },
    cancel: () => clearTimeout(retryTimer),
  };
}

export function openTicketSocket<ServerEvent, ClientEvent>({
  getTicket,
  url,
  retryDelay,
  reconnectWhenShown = false,
  onOpen,
  onEvent,
  onDown,
  finalCloseCodes = [],
  onClosedForGood,
}: TicketSocketOptions<ServerEvent>): TicketSocket<ClientEvent> {
  let socket: WebSocket | null = null;
  let connecting = false;
  let closed = false;
  const retries = retrySchedule(() => void connect(), retryDelay);

  const send = (event: ClientEvent) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  };

  const down = () => {
    if (closed) return;
    onDown?.();
    retries.next();
  };

  async function connect() {
    if (closed || connecting || socket) return;
    connecting = true;
    let ticket: string;
    try {
      ticket = await getTicket();
    } catch {
      connecting = false;
      down();
      return;
    }
    connecting = false;
    if (closed) return;
    const opened = new WebSocket(url(ticket));
    socket = opened;
    opened.onopen = () => {
      retries.reset();
      onOpen();
    };
    opened.onmessage = (message: MessageEvent) => {
      const event = serverEventOf<ServerEvent>(message);
      if (event) onEvent(event);
    };
    opened.onclose = (event: CloseEvent) => {
      if (socket !== opened) return;
      socket = null;
      if (finalCloseCodes.includes(event.code)) {
        stop();
        onClosedForGood?.();
        return;
      }
      down();
    };
  }

  const reconnectNow = () => {
    if (closed || socket) return;
    retries.reset();
    void connect();
  };
  const reconnectIfShown = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };

  window.addEventListener('online', reconnectNow);
  if (reconnectWhenShown) document.addEventListener('visibilitychange', reconnectIfShown);
  void connect();

  function stop() {
    closed = true;
    retries.cancel();
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', reconnectIfShown);
  }

  return {
    send,
    reconnectNow,
    close: () => {
      stop();
      const open = socket;
      socket = null;
      open?.close();
    },
  };
}
