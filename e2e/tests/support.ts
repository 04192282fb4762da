/** What the journeys share: the server's outbox, unique identities, and skipping the splash. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { png } from '../../server/src/test/images.ts';
import { newItemBody } from '../../server/src/test/items.ts';
import { decodeQuotedPrintable } from '../../server/src/test/mail.ts';

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

/** Waits for an email to `to` in the outbox and answers its text. */
export async function waitForEmail(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const text = decodeQuotedPrintable(await fs.readFile(path.join(outbox, file), 'utf8'));
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} arrived in ${outbox}`);
}

let counter = 0;
/** A handle and email nobody else in this run has. */
export function uniqueIdentity(prefix: string) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { username: `${prefix}_${tag}`.slice(0, 32), email: `${prefix}.${tag}@example.co.uk` };
}

/** The splash shows once per browser session; journeys that are not about it start past it. */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splashShown', 'true'));
}

export const PASSWORD = 'Sunny-Day42';

/** A personal member made through the API, for journeys that start after registration; `postcode` gives them an area. */
export async function registerByApi(
  request: APIRequestContext,
  {
    firstName = 'Tom',
    categories = ['10-1001-100101'],
    postcode,
  }: { firstName?: string; categories?: string[]; postcode?: string } = {},
) {
  const me = uniqueIdentity('e2e_member');
  const response = await request.post('/api/v1/register', {
    data: {
      Type: 1,
      FirstName: firstName,
      LastName: 'Baker',
      Username: me.username,
      Email: me.email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Categories: categories,
      Country: 235,
      ...(postcode ? { Postcode: postcode } : {}),
      TermsAccepted: true,
      TermsAcceptedDate: new Date().toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return me;
}

/** Signs a member in through the API: their session token, for calls made on their behalf. */
export async function logInByApi(request: APIRequestContext, login: string): Promise<string> {
  const response = await request.post('/api/v1/login', { data: { Login: login, Password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const { Token: token } = (await response.json()) as { Token: string };
  return token;
}

/** Signs a member in through the API and hands the session to the page, as the login form would. */
export async function signInByApi(page: Page, request: APIRequestContext, login: string): Promise<string> {
  const token = await logInByApi(request, login);
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return token;
}

/**
 * Collects every Content-Security-Policy violation on the page (the browser's own event, reported
 * from outside the page's policy), so a journey can assert that the app runs under its policy.
 * Call before the first navigation; `expectNone` fails the journey with the violations found.
 */
export async function watchSecurityPolicy(page: Page): Promise<{ expectNone: () => void }> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return { expectNone: () => expect(violations, 'Content-Security-Policy violations').toEqual([]) };
}

/** Lists an item with one photo through the API; `path` is the category path "a-b-c", `location` where to swap it. */
export async function listItem(
  request: APIRequestContext,
  token: string,
  name: string,
  path: string,
  location?: string,
) {
  const photo = (await png(320, 240, name.includes('guitar') ? '#c33' : '#36c')).toString('base64');
  const body = newItemBody(name, path, photo);
  const response = await request.post('/api/v1/item', {
    headers: { authorization: `Bearer ${token}` },
    data: location ? { ...body, Location: location } : body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const GUITARS = '12-1201-120101';
export const CRIME_NOVELS = '4-401-40101';

/** Calls to the API as one member, for a journey's setup. */
export function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: async (url: string) => (await request.get(`/api/v1${url}`, { headers })).json(),
    post: async (url: string) => expect((await request.post(`/api/v1${url}`, { headers })).status()).toBe(200),
  };
}

/**
 * Tom and Ana, each signed in in a browser context of their own: friends, each with an item the
 * other wants (Tom's acoustic guitar, Ana's crime novel), who liked each other's: matched. `names`
 * renames them (the pages keep their keys); `context` sets up both browser contexts (a phone's
 * viewport, say).
 */
export async function matchedMembers(
  browser: Browser,
  request: APIRequestContext,
  { names = ['Tom', 'Ana'], context = {} }: { names?: [string, string]; context?: BrowserContextOptions } = {},
) {
  const tom = await registerByApi(request, { firstName: names[0], categories: [CRIME_NOVELS] });
  const ana = await registerByApi(request, { firstName: names[1], categories: [GUITARS] });
  const tomPage = await (await browser.newContext(context)).newPage();
  const anaPage = await (await browser.newContext(context)).newPage();
  await skipSplash(tomPage);
  await skipSplash(anaPage);
  const tomApi = apiAs(request, await signInByApi(tomPage, request, tom.username));
  const anaApi = apiAs(request, await signInByApi(anaPage, request, ana.username));

  const tomId = (await tomApi.get('/user')).User.ID;
  const anaId = (await anaApi.get('/user')).User.ID;
  await tomApi.post(`/friends/${anaId}/request`);
  await anaApi.post(`/friends/${tomId}/accept`);
  await listItem(request, tomApi.token, 'Acoustic guitar', GUITARS);
  await listItem(request, anaApi.token, 'Crime novel', CRIME_NOVELS);
  const novel = (await tomApi.get('/explore-item?type=2')).Item;
  await tomApi.post(`/items/${novel.ID}/like`);
  const guitar = (await anaApi.get('/explore-item?type=2')).Item;
  await anaApi.post(`/items/${guitar.ID}/like`);
  const [match] = (await tomApi.get('/matches')).Matches;
  expect(match).toBeTruthy();
  return {
    tomPage,
    anaPage,
    tomApi,
    anaApi,
    tomUsername: tom.username,
    anaUsername: ana.username,
    tomEmail: tom.email,
    anaEmail: ana.email,
    matchId: match.ID as number,
  };
}

/** From Tom and Ana's open match, fills 'Request to Commit' with both items for 2 hours, unsent. */
export async function fillCommitmentRequest(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Request commitment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to Commit' });
  await dialog.getByRole('checkbox', { name: /Acoustic guitar/ }).check();
  await dialog.getByRole('checkbox', { name: /Crime novel/ }).check();
  await dialog.getByLabel('Duration (hours)').fill('2');
  return dialog;
}

/** From Tom and Ana's open match, asks the partner to commit both items for 2 hours. */
export async function requestCommitment(page: Page): Promise<void> {
  const dialog = await fillCommitmentRequest(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
}

/** Waits until the service worker is active (its precache filled), and answers its script's address. */
export async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/** The chat with `name`, open on the page. */
export function chatWith(page: Page, name: string): Locator {
  return page.getByRole('region', { name: `Chat with ${name}` });
}

/** A line of the chat with `name`: a message, or a handover change. */
export function messageIn(page: Page, name: string, text: string | RegExp): Locator {
  return chatWith(page, name).getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
}

/** Each page opens its match and the chat with its partner there: [page, partner's first name]. */
export async function openMatchChats(matchId: number, sides: readonly (readonly [Page, string])[]): Promise<void> {
  for (const [page, partner] of sides) {
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('button', { name: new RegExp(`^Chat with ${partner}`) }).click();
  }
}
