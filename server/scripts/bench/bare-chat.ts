/**
 * The floor the chat bench compares the chat with: a bare chat server that does only what a chat
 * must, one INSERT per message into a plain table and one Redis PUBLISH, with `ws` delivering the
 * message to the sockets of the match on every process. No auth, no checks, no numbering, no
 * presence, no schemas, no logging, no framework. chat-bench.ts starts two of these
 * (`node --import tsx scripts/bench/bare-chat.ts`, with DATABASE_URL, REDIS_URL, PORT and HOST) and
 * drives them with the same load generator (chat-load.ts) as the chat, so it speaks the same
 * protocol on the same paths:
 * - POST /api/v1/ws-ticket answers a ticket that is not checked;
 * - GET /api/v1/ws/chat/:matchId upgrades to a socket that answers the hello with ready;
 * - POST /api/v1/message {MatchID, Text, ClientID} saves the message, publishes it, and answers it.
 * Its events carry no number (`seq`), so the load generator counts no gaps for it.
 */
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type WebSocket, WebSocketServer } from 'ws';

export const BARE_MESSAGES_TABLE = 'bare_chat_messages';

/** Redis channels are shared by every database index: a prefix of its own keeps others out. */
const channelOf = (matchId: number) => `bare-chat:${matchId}`;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('DATABASE_URL and REDIS_URL are required');
  // The API's pool size (openPostgres).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  await pool.query(
    `create table if not exists ${BARE_MESSAGES_TABLE} (
       id bigserial primary key, match_id integer not null, client_id text, text text not null,
       created_at timestamptz not null default now())`,
  );
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  /** The open sockets of each match on this process. */
  const socketsOf = new Map<number, Set<WebSocket>>();
  let closing = false;
  subscriber.on('message', (channel: string, text: string) => {
    const matchId = Number(channel.slice(channel.indexOf(':') + 1));
    for (const socket of socketsOf.get(matchId) ?? []) socket.send(text);
  });

  async function postMessage(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = JSON.parse(await readBody(request)) as { MatchID: number; Text: string; ClientID?: string };
    const { rows } = await pool.query<{ id: string; created_at: Date }>(
      `insert into ${BARE_MESSAGES_TABLE} (match_id, client_id, text) values ($1, $2, $3) returning id, created_at`,
      [body.MatchID, body.ClientID ?? null, body.Text],
    );
    const row = rows[0] as { id: string; created_at: Date };
    const message = {
      ID: Number(row.id),
      MatchID: body.MatchID,
      Text: body.Text,
      ClientID: body.ClientID ?? null,
      CreatedAt: row.created_at,
    };
    await publisher.publish(channelOf(body.MatchID), JSON.stringify({ type: 'message', message }));
    answer(response, 200, { Success: true, ErrorCode: '', Message: message });
  }

  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/healthz') return answer(response, 200, { Status: 'ok' });
    if (request.method === 'POST' && request.url === '/api/v1/ws-ticket')
      return answer(response, 200, { Success: true, ErrorCode: '', Ticket: 'bare' });
    if (request.method === 'POST' && request.url === '/api/v1/message') {
      postMessage(request, response).catch((error: unknown) =>
        answer(response, 500, { Success: false, ErrorCode: String(error) }),
      );
      return;
    }
    answer(response, 404, { Success: false, ErrorCode: 'NOT_FOUND' });
  });

  const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  server.on('upgrade', (request, stream, head) => {
    const matchId = Number(/^\/api\/v1\/ws\/chat\/(\d+)/.exec(request.url ?? '')?.[1]);
    if (!matchId) return stream.destroy();
    sockets.handleUpgrade(request, stream, head, (socket) => {
      let local = socketsOf.get(matchId);
      if (!local) {
        local = new Set();
        socketsOf.set(matchId, local);
        void subscriber.subscribe(channelOf(matchId));
      }
      local.add(socket);
      socket.on('message', () => socket.send(JSON.stringify({ type: 'ready', lastSeq: 0 })));
      socket.on('close', () => {
        local.delete(socket);
        if (local.size > 0) return;
        socketsOf.delete(matchId);
        if (!closing) void subscriber.unsubscribe(channelOf(matchId));
      });
    });
  });

  const close = () => {
    closing = true;
    server.close();
    for (const socket of sockets.clients) socket.terminate();
    Promise.all([pool.end(), publisher.quit(), subscriber.quit()]).finally(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
