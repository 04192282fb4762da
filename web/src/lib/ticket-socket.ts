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

/** Sends the event when the connection is open, and says whether it did. */
function sendIfOpen(socket: WebSocket | null, event: unknown): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(event));
  return true;
}

/** A fresh ticket, or null when none could be had. */
async function ticketOrNull(getTicket: () => Promise<string>): Promise<string | null> {
  try {
    return await getTicket();
  } catch {
    return null;
  }
}

/** Hands a connection's opening, its server events and its close code on. */
function listenTo<ServerEvent>(
  opened: WebSocket,
  handlers: { onOpen: () => void; onEvent: (event: ServerEvent) => void; onClose: (code: number) => void },
) {
  opened.onopen = handlers.onOpen;
  opened.onmessage = (message: MessageEvent) => {
    const event = serverEventOf<ServerEvent>(message);
    if (event) handlers.onEvent(event);
  };
  opened.onclose = (event: CloseEvent) => handlers.onClose(event.code);
}

/**
 * Reconnects at once when the browser comes back online and, when `whenShown`, when the tab is
 * shown again; answers how to stop listening.
 */
function reconnectTriggers(reconnectNow: () => void, whenShown: boolean): () => void {
  const reconnectIfShown = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  window.addEventListener('online', reconnectNow);
  if (whenShown) document.addEventListener('visibilitychange', reconnectIfShown);
  return () => {
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', reconnectIfShown);
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

  const send = (event: ClientEvent) => sendIfOpen(socket, event);

  const down = () => {
    if (closed) return;
    onDown?.();
    retries.next();
  };

  async function connect() {
    if (closed || connecting || socket) return;
    connecting = true;
    const ticket = await ticketOrNull(getTicket);
    connecting = false;
    if (ticket === null) {
      down();
      return;
    }
    if (closed) return;
    const opened = new WebSocket(url(ticket));
    socket = opened;
    listenTo<ServerEvent>(opened, {
      onOpen: () => {
        retries.reset();
        onOpen();
      },
      onEvent,
      onClose: (code) => {
        if (socket !== opened) return;
        socket = null;
        if (finalCloseCodes.includes(code)) {
          close();
          onClosedForGood?.();
          return;
        }
        down();
      },
    });
  }

  const reconnectNow = () => {
    if (closed || socket) return;
    retries.reset();
    void connect();
  };
  const stopReconnectTriggers = reconnectTriggers(reconnectNow, reconnectWhenShown);
  void connect();

  /** Stops for good: no retry, no reconnecting, and the open connection (if any) closed. */
  function close() {
    closed = true;
    retries.cancel();
    stopReconnectTriggers();
    const open = socket;
    socket = null;
    open?.close();
  }

  return { send, reconnectNow, close };
}
