/**
 * The chat bench's load generator, run by chat-bench.ts as its own processes (so that its CPU and
 * memory are not the servers'), driven over the IPC channel:
 * `tsx scripts/bench/chat-load.ts '<json ChatLoadSetup>'`.
 *
 * It signs in as bench members (generate.ts's tokens), takes a chat ticket for each socket from the
 * server that will hold it, opens the socket, says hello and waits for ready. An idle holder then
 * only keeps its sockets open (the ws client answers the server's pings). A traffic generator also
 * posts messages to the other server at a fixed rate, one match after another, each with a nonce
 * as its ClientID, and times each from just before its POST to the 'message' event that brings it
 * to the receiver's socket, so both ends are read on this process's clock.
 */
import http from 'node:http';
import pLimit from 'p-limit';
import WebSocket from 'ws';
import { percentile } from './common.ts';
import { benchToken } from './generate.ts';

/** One socket: the member who holds it, on the chat of the match; in traffic, the partner sends. */
export interface ChatPair {
  matchId: number;
  receiver: number;
  sender: number;
}

export interface ChatLoadSetup {
  /** The server that issues the tickets and holds the sockets. */
  socketUrl: string;
  /** The server the messages are posted to (traffic only). */
  sendUrl: string;
  pairs: ChatPair[];
  /** Tickets and sockets being opened at once. */
  openConcurrency: number;
}

export interface ChatRunCommand {
  type: 'run';
  /** Prefixes every ClientID of the run, so the bench counts the run's saved rows. */
  runId: string;
  ratePerSecond: number;
  durationSeconds: number;
  /** How long to wait after the last answer for deliveries still on their way. */
  drainMs: number;
}

export type ChatParentMessage = { type: 'setup'; setup: ChatLoadSetup } | ChatRunCommand | { type: 'stop' };

export interface ChatRunResult {
  type: 'result';
  runId: string;
  /** POSTs made, and answered 2xx. */
  sent: number;
  saved: number;
  statusCodes: Record<string, number>;
  /** Sends the generator could not start in time (it held them back with too many in flight). */
  heldBack: number;
  /** Messages that reached their receiver at least once, and the extra copies. */
  delivered: number;
  duplicates: number;
  /** Saved, never delivered within the drain. */
  missing: number;
  /** 'message' events carrying a ClientID this run did not send. */
  unexpected: number;
  /** Live events whose number was not the socket's previous one plus one. */
  gaps: number;
  /** Seconds from the first send to the last. */
  sendSeconds: number;
  /** Send-to-receive, in ms, one per delivered message. */
  latencies: number[];
  postP50: number;
  postP99: number;
  /** Sockets the server closed during the run. */
  closed: number;
}

export type ChatChildMessage =
  | { type: 'listening' }
  | { type: 'open'; sockets: number; failed: number; seconds: number; failures: string[] }
  | ChatRunResult
  | { type: 'failed'; message: string };

/** In-flight POSTs beyond which sends are held back rather than queued without bound. */
const IN_FLIGHT_MAX = 4000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(base: string, path: string, member: number, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${benchToken(member)}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface Tracked {
  sentAt: number;
  deliveries: number;
}

interface Receiver {
  socket: WebSocket;
  lastSeq: number;
}

class ChatLoad {
  private readonly receivers: Receiver[] = [];
  private tracked = new Map<string, Tracked>();
  private latencies: number[] = [];
  private runPrefix = '';
  private delivered = 0;
  private duplicates = 0;
  private unexpected = 0;
  private gaps = 0;
  private closed = 0;

  constructor(private readonly setup: ChatLoadSetup) {}

  /** Opens one socket per pair and resolves once each has said ready (or failed). */
  async open(): Promise<ChatChildMessage> {
    const started = performance.now();
    const limit = pLimit(this.setup.openConcurrency);
    const failures: string[] = [];
    await Promise.all(
      this.setup.pairs.map((pair) =>
        limit(() =>
          this.openOne(pair).catch((error: unknown) => {
            failures.push(error instanceof Error ? error.message : String(error));
          }),
        ),
      ),
    );
    return {
      type: 'open',
      sockets: this.receivers.length,
      failed: failures.length,
      seconds: (performance.now() - started) / 1000,
      failures: [...new Set(failures)].slice(0, 5),
    };
  }

  private async openOne(pair: ChatPair): Promise<void> {
    const ticket = await post(this.setup.socketUrl, '/api/v1/ws-ticket', pair.receiver, { MatchID: pair.matchId });
    if (ticket.status !== 200) throw new Error(`ws-ticket answered ${ticket.status}: ${ticket.text.slice(0, 200)}`);
    const token = (JSON.parse(ticket.text) as { Ticket: string }).Ticket;
    const address = `${this.setup.socketUrl.replace(/^http/, 'ws')}/api/v1/ws/chat/${pair.matchId}?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(address, { perMessageDeflate: false });
    const receiver: Receiver = { socket, lastSeq: 0 };
    await new Promise<void>((resolve, reject) => {
      let ready = false;
      socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', after: 0 })));
      socket.once('error', (error) => {
        if (!ready) reject(error);
      });
      socket.on('close', (code) => {
        if (ready) this.closed++;
        else reject(new Error(`the socket closed with ${code} before ready`));
      });
      socket.on('message', (data) => {
        const event = JSON.parse(String(data)) as {
          type: string;
          seq?: number;
          lastSeq?: number;
          message?: { ClientID: string | null };
        };
        if (event.type === 'ready') {
          receiver.lastSeq = event.lastSeq ?? 0;
          ready = true;
          resolve();
          return;
        }
        if (typeof event.seq === 'number') {
          if (ready && event.seq !== receiver.lastSeq + 1) this.gaps++;
          receiver.lastSeq = Math.max(receiver.lastSeq, event.seq);
        }
        if (event.type === 'message' && event.message) this.received(event.message.ClientID);
      });
    });
    this.receivers.push(receiver);
  }

  private received(clientId: string | null): void {
    const at = performance.now();
    const entry = clientId?.startsWith(this.runPrefix) ? this.tracked.get(clientId) : undefined;
    if (!entry) {
      this.unexpected++;
      return;
    }
    entry.deliveries++;
    if (entry.deliveries > 1) {
      this.duplicates++;
      return;
    }
    this.delivered++;
    this.latencies.push(at - entry.sentAt);
  }

  async run(command: ChatRunCommand): Promise<ChatRunResult> {
    this.runPrefix = `${command.runId}-`;
    this.tracked = new Map();
    this.latencies = [];
    this.delivered = 0;
    this.duplicates = 0;
    this.unexpected = 0;
    this.gaps = 0;
    this.closed = 0;
    const { pairs, sendUrl } = this.setup;
    const total = Math.round(command.ratePerSecond * command.durationSeconds);
    const statusCodes: Record<string, number> = {};
    const postMs: number[] = [];
    let sent = 0;
    let saved = 0;
    let heldBack = 0;
    let inFlight = 0;
    let answered: () => void = () => {};
    const allAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    let lastSendAt = 0;

    const sendOne = (index: number) => {
      const pair = pairs[index % pairs.length] as ChatPair;
      const clientId = `${this.runPrefix}${index}`;
      const sentAt = performance.now();
      lastSendAt = sentAt;
      this.tracked.set(clientId, { sentAt, deliveries: 0 });
      sent++;
      inFlight++;
      post(sendUrl, '/api/v1/message', pair.sender, {
        MatchID: pair.matchId,
        Text: `bench message ${clientId}`,
        ClientID: clientId,
      })
        .then(
          ({ status }) => {
            postMs.push(performance.now() - sentAt);
            statusCodes[status] = (statusCodes[status] ?? 0) + 1;
            if (status >= 200 && status < 300) saved++;
          },
          (error: unknown) => {
            const key = error instanceof Error ? error.message : 'error';
            statusCodes[key] = (statusCodes[key] ?? 0) + 1;
          },
        )
        .finally(() => {
          inFlight--;
          if (sent + heldBack === total && inFlight === 0) answered();
        });
    };

    const started = performance.now();
    let scheduled = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * command.ratePerSecond));
        while (scheduled < due) {
          if (inFlight >= IN_FLIGHT_MAX) heldBack++;
          else sendOne(scheduled);
          scheduled++;
        }
        if (scheduled >= total) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    const sendSeconds = (lastSendAt - started) / 1000;
    if (inFlight === 0) answered();
    await allAnswered;
    const drainUntil = performance.now() + command.drainMs;
    while (this.delivered < saved && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
    // Late duplicates would come right behind the originals.
    await new Promise((resolve) => setTimeout(resolve, 200));
    postMs.sort((a, b) => a - b);
    return {
      type: 'result',
      runId: command.runId,
      sent,
      saved,
      statusCodes,
      heldBack,
      delivered: this.delivered,
      duplicates: this.duplicates,
      missing: Math.max(0, saved - this.delivered),
      unexpected: this.unexpected,
      gaps: this.gaps,
      sendSeconds,
      latencies: this.latencies,
      postP50: percentile(postMs, 0.5),
      postP99: percentile(postMs, 0.99),
      closed: this.closed,
    };
  }

  close(): void {
    for (const { socket } of this.receivers) socket.terminate();
    agent.destroy();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const reply = (message: ChatChildMessage) => process.send?.(message);
  let load: ChatLoad | null = null;
  const fail = (error: unknown) => {
    reply({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  };
  process.on('message', (message: ChatParentMessage) => {
    if (message.type === 'setup') {
      load = new ChatLoad(message.setup);
      load.open().then(reply, fail);
    } else if (message.type === 'stop') {
      load?.close();
      process.disconnect();
    } else if (load) load.run(message).then(reply, fail);
  });
  // Messages that come before a listener is attached are lost: the parent waits for this.
  reply({ type: 'listening' });
}
