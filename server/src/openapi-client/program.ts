/**
 * An outside client, as the native app or anyone else would write one: openapi-fetch on the types
 * openapi-typescript generates from /api/openapi.json. It is not part of the server: the test
 * beside it (openapi-client.test.ts) generates `./api.ts` from the served document, compiles this
 * file against it (so server/tsconfig.json leaves it out) and runs it against the server.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

type Registration = paths['/register']['post']['requestBody']['content']['application/json'];
type Client = ReturnType<typeof createClient<paths>>;
type LikeRefusal = Awaited<ReturnType<typeof like>>['error'];

function like(client: Client, token: string, id: number) {
  return client.POST('/items/{id}/like', { params: { path: { id } }, headers: { Authorization: `Bearer ${token}` } });
}

/** What this client makes of a refused like: it can tell WRONG_ITEM from the other codes likeItem has. */
function refusalOf(error: LikeRefusal): string {
  if (error === undefined) return 'liked';
  if (error.ErrorCode === 'WRONG_ITEM') {
    const code: 'WRONG_ITEM' = error.ErrorCode;
    return `gone: ${code}`;
  }
  // @ts-expect-error likeItem never answers WRONG_CREDENTIALS, and the generated types know it.
  if (error.ErrorCode === 'WRONG_CREDENTIALS') return 'never';
  return `refused: ${error.ErrorCode}`;
}

/** Registers, reads the dashboard, and likes an item that is not there. */
export async function journey(baseUrl: string, registration: Registration, missingItemId: number) {
  const client = createClient<paths>({ baseUrl });
  const registered = await client.POST('/register', { body: registration });
  const token = registered.data?.Token;
  if (!token) throw new Error(`register was refused: ${JSON.stringify(registered.error)}`);
  const dashboard = await client.GET('/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  if (!dashboard.data) throw new Error(`the dashboard was refused: ${JSON.stringify(dashboard.error)}`);
  const liked = await like(client, token, missingItemId);
  return { username: dashboard.data.User.Username, like: refusalOf(liked.error) };
}
