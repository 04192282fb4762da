/**
 * Test helpers: a fetch stand-in that answers like the API, and fixtures in the contract's shapes.
 * Only tests import this file.
 */
import {
  areaMessages,
  type Category,
  type ConfigAnswer,
  type DashboardAnswer,
  type DashboardUser,
  DEFAULT_SEARCH_RADIUS,
  defaultNotificationSettings,
  districtOfPostcode,
  type EmptyAnswer,
  type ErrorAnswer,
  type MatchMember,
  type MemberSummary,
  normalisePhone,
  type Reliability,
  type RouteAnswer,
  type RouteName,
  type Routes,
  routes,
  type UpdateUserBody,
  type User,
  type UserAnswer,
  type UserItem,
} from '@swapsies/contract';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path under /api/v1, e.g. "/login". */
  path: string;
  /** The route table entry the call matched, when it matched one. */
  route?: RouteName;
  /** The path's params, as text: { id: '51' } for /items/51/like. */
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockAnswer<T = unknown> {
  status?: number;
  body?: T | ErrorAnswer;
  /** The raw body of a route that answers a file rather than JSON (an .ics invite). */
  file?: string;
  /** Response headers, e.g. { 'Retry-After': '5' }. */
  headers?: Record<string, string>;
}

export type MockHandler<T = unknown> = MockAnswer<T> | ((call: ApiCall) => MockAnswer<T> | Promise<MockAnswer<T>>);

/** Stand-ins keyed by the route table's names: { getDashboard: { body: dashboardAnswer() } }. */
export type RouteStubs = { [N in RouteName]?: MockHandler<RouteAnswer<Routes[N]>> };

/** A minimal Response: what callApi and callApiForFile read (ok, status, headers, json, blob) and nothing that needs real timers. */
function fakeResponse(status: number, body: unknown, file?: string, headers?: Record<string, string>): Response {
  const blob = async () => new Blob([file ?? JSON.stringify(body)]);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
    blob,
    clone: () => fakeResponse(status, body, file, headers),
  } as unknown as Response;
}

const matchers = Object.entries(routes).map(([name, spec]) => ({
  name: name as RouteName,
  method: spec.method as string,
  pattern: new RegExp(`^${spec.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
}));

function routeOf(method: string, path: string): { name: RouteName; params: Record<string, string> } | null {
  for (const matcher of matchers) {
    const found = matcher.method === method ? matcher.pattern.exec(path) : null;
    if (found) return { name: matcher.name, params: { ...found.groups } };
  }
  return null;
}

/**
 * Replaces fetch with answers keyed by route name.
 * An unlisted call answers 404 NOT_FOUND. Undo with vi.unstubAllGlobals().
 */
export function mockApi(handlers: RouteStubs) {
  const stubs = handlers as Record<string, MockHandler | undefined>;
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const matched = routeOf(method, path);
    const call: ApiCall = {
      method,
      path,
      route: matched?.name,
      params: matched?.params ?? {},
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = matched && stubs[matched.name];
    if (!handler) return fakeResponse(404, { Success: false, ErrorCode: 'NOT_FOUND' });
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    return fakeResponse(
      answer.status ?? 200,
      answer.body ?? { Success: true, ErrorCode: '' },
      answer.file,
      answer.headers,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls made to a route, by name. */
    callsTo: (name: RouteName) => calls.filter((call) => call.route === name),
  };
}

/** The answer of a call that answers nothing but success (a route whose answer is EmptyAnswer). */
export const ok: MockAnswer<EmptyAnswer> = { body: { Success: true, ErrorCode: '' } };

/** A failure, which any route may answer: refusal(404, 'WRONG_MATCH'), or with field errors. */
export function refusal(
  status: number,
  ErrorCode: string,
  fields: Pick<ErrorAnswer, 'Message' | 'Errors'> = {},
): MockAnswer<never> {
  return { status, body: { Success: false, ErrorCode, ...fields } };
}

/** The server answering that a part it needs is down for a moment (503 SERVICE_UNAVAILABLE), as it does. */
export const serviceUnavailable: MockAnswer<never> = {
  ...refusal(503, 'SERVICE_UNAVAILABLE'),
  headers: { 'Retry-After': '5' },
};

/** fetch rejecting, as when the server cannot be reached. */
export const unreachable: MockHandler<never> = () => {
  throw new TypeError('Failed to fetch');
};

/** An answer that never comes, to look at a loading state. */
export const never: MockHandler<never> = () => new Promise(() => {});

/** The :id of each call, in order: idsOf(api.callsTo('likeItem')) is ['51'] after one like of item 51. */
export function idsOf(calls: ApiCall[]): string[] {
  return calls.map((call) => call.params.id ?? '');
}

/** Answers `answer` to the call whose :id is `id`, and 404 NOT_FOUND to any other: forId(11, ok). */
export function forId<T>(id: number, answer: MockAnswer<T>): MockHandler<T> {
  return (call) => (call.params.id === String(id) ? answer : refusal(404, 'NOT_FOUND'));
}

export function configAnswer(overrides: Partial<ConfigAnswer> = {}): ConfigAnswer {
  return { Success: true, ErrorCode: '', WebLogin: 'enabled', EveryoneFeed: 'enabled', AppStoreUrl: '', ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  const charity = overrides.Type === 2;
  return {
    ID: 7,
    Type: 1,
    Username: 'sam_smith_01',
    FirstName: 'Sam',
    LastName: charity ? '' : 'Smith',
    Email: 'sam@example.co.uk',
    Bio: '',
    Phone: '',
    Telegram: '',
    WhatsApp: '',
    Address: '',
    ProfilePhoto: '',
    ProfileUnderReview: false,
    AllowSearch: true,
    Pint: false,
    Country: 235,
    Categories: [],
    NotificationSettings: defaultNotificationSettings(charity),
    IsAdmin: false,
    FriendsCount: 0,
    FriendsOfFriendsCount: 0,
    FollowersCount: 0,
    CompletedSwaps: 0,
    Area: null,
    SearchRadius: DEFAULT_SEARCH_RADIUS,
    FriendsPlusNearby: false,
    ...overrides,
  };
}

/** Another member as lists show them: Jo Bloggs, ID 42. */
export function memberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    ID: 42,
    Type: 1,
    FirstName: 'Jo',
    LastName: 'Bloggs',
    Username: 'jo_bloggs',
    ProfilePhoto: '',
    Reliability: reliability(),
    Distance: '',
    Town: '',
    ...overrides,
  };
}

/** A member's reliability line: nothing yet unless told. */
export function reliability(overrides: Partial<Reliability> = {}): Reliability {
  return { Swaps: 0, ThumbsUp: 0, NoShows: 0, ...overrides };
}

/** A member of a match: Jo Bloggs, ID 42, with no completed swaps, unless told otherwise. */
export function matchMember(overrides: Partial<MatchMember> = {}): MatchMember {
  return { ...memberSummary(), CompletedSwaps: 0, ...overrides };
}

export function dashboardAnswer(overrides: Partial<DashboardUser> = {}): DashboardAnswer {
  return {
    Success: true,
    ErrorCode: '',
    MediaToken: 'media-token',
    InviteSignature: 'invite-signature',
    User: { ...makeUser(overrides), Items: [], Notifications: [], ...overrides },
  };
}

/** A live, editable item of the signed-in user with two photos; override any field. */
export function userItem(overrides: Partial<UserItem> = {}): UserItem {
  const id = overrides.ID ?? 11;
  return {
    ID: id,
    Name: 'Blue bike',
    Description: 'A sturdy blue bike, rarely ridden, with a basket.',
    Location: 'Leeds',
    Photos: [
      { ID: id * 10 + 1, Path: `items/${id}-1.jpg`, Thumbnail: `items/${id}-1-thumb.jpg` },
      { ID: id * 10 + 2, Path: `items/${id}-2.jpg`, Thumbnail: `items/${id}-2-thumb.jpg` },
    ],
    Pint: 0,
    Charity: false,
    Committed: false,
    PendingApproval: false,
    PendingChanges: false,
    UnderReview: false,
    CategoryID: 14,
    SubcategoryID: 3,
    SubcategoryItemID: 7,
    CategoryPath: '14-3-7',
    CategoryName: 'Sports & Fitness',
    SubcategoryName: 'Cycling',
    SubcategoryItemName: 'Bikes',
    ...overrides,
  };
}

/**
 * A small category tree (not the offline one): userItem sits at 14-3-7 (Sports & Fitness ›
 * Cycling › Bikes). Cycling has three items and Sports & Fitness two subcategories, so a picker
 * has siblings to move between; Books & Reading gives searches a second category.
 */
export function smallCategoryTree(): Category[] {
  return [
    {
      ID: 14,
      Name: 'Sports & Fitness',
      Group: 'stay-active',
      Icon: 'bike',
      Description: 'Kit for getting out and about.',
      Subcategories: [
        {
          ID: 3,
          Name: 'Cycling',
          Items: [
            { ID: 7, Name: 'Bikes' },
            { ID: 8, Name: 'Helmets' },
            { ID: 9, Name: 'Bike locks' },
          ],
        },
        { ID: 4, Name: 'Camping', Items: [{ ID: 1, Name: 'Tents' }] },
      ],
    },
    {
      ID: 2,
      Name: 'Books & Reading',
      Group: 'creative-corner',
      Icon: 'book-open',
      Description: 'Stories and more.',
      Subcategories: [
        {
          ID: 5,
          Name: 'Novels',
          Items: [
            { ID: 1, Name: 'Crime novels' },
            { ID: 2, Name: 'Biographies' },
          ],
        },
      ],
    },
  ];
}

/** A browser whose media queries match where `matches` says (jsdom has no matchMedia). Undo with vi.unstubAllGlobals. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** The districts the stand-in knows, with their towns; any other is refused as the server refuses one it has no centroid for. */
const knownTowns: Record<string, string> = { LS6: 'Leeds', LS1: 'Leeds', BD1: 'Bradford' };

/** The area a postcode gives (null for '', none), or the server's refusal of a district it does not know. */
function areaOf(postcode: string): { Area: User['Area'] } | { refused: MockAnswer<never> } {
  const district = districtOfPostcode(postcode);
  if (postcode === '' || district === null) return { Area: null };
  const town = knownTowns[district];
  if (town) return { Area: { District: district, Town: town } };
  return {
    refused: refusal(400, 'VALIDATION_ERROR', {
      Errors: [{ Field: 'Postcode', Message: areaMessages.postcodeUnknown }],
    }),
  };
}

/**
 * PUT /user answering `base` with the body applied (the phone's digits kept, the postcode's
 * district and town as the area), as the server does.
 */
export function updatedUser(base: Partial<User> = {}) {
  return (call: ApiCall): MockAnswer<UserAnswer> => {
    const { NotificationSettings: settings, Phone, Postcode, ...rest } = call.body as UpdateUserBody;
    const user = makeUser(base);
    const area = Postcode === undefined ? { Area: user.Area } : areaOf(Postcode);
    if ('refused' in area) return area.refused;
    const changed: User = {
      ...user,
      ...(rest as Partial<User>),
      ...(Phone === undefined ? {} : { Phone: normalisePhone(Phone) }),
      NotificationSettings: { ...user.NotificationSettings, ...settings },
      Area: area.Area,
    };
    return { body: { Success: true, ErrorCode: '', User: changed } };
  };
}
