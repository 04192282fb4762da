/**
 * Friends, charities and invitations (the friends page, its search and invite link): the call shapes, the search rule
 * and every message of the friends page, shared by the server and the web app.
 */
import { type Static, Type } from 'typebox';
import { envelope, Text } from './envelope.ts';
import { CHARITY_NUMBER_MAX, HANDLE_MAX, HANDLE_MIN } from './limits.ts';
import { MemberSummary } from './users.ts';

/** How a user was found (FoundBy in the friends answer): 3 means by charity number. */
export const FoundBy = { Username: 1, CharityNumber: 3 } as const;

/** The found user's relation to the viewer (friend, request either way, or none). */
export const Relation = {
  Friend: 'friend',
  PendingApproval: 'pendingApproval',
  PendingRequest: 'pendingRequest',
  None: 'none',
} as const;
export type Relation = (typeof Relation)[keyof typeof Relation];

export const PersonSummary = Type.Object({ ...MemberSummary.properties, FoundBy: Type.Integer() });
export type PersonSummary = Static<typeof PersonSummary>;

/** GET /users/search?username= */
export const UserSearchQuery = Type.Object(
  { username: Text({ maxLength: HANDLE_MAX }) },
  { additionalProperties: false },
);
export const FoundUser = Type.Object({
  ...PersonSummary.properties,
  Relation: Type.Union([
    Type.Literal(Relation.Friend),
    Type.Literal(Relation.PendingApproval),
    Type.Literal(Relation.PendingRequest),
    Type.Literal(Relation.None),
  ]),
  /** For a charity: whether the viewer follows it. */
  Following: Type.Boolean(),
});
export type FoundUser = Static<typeof FoundUser>;
export const UserSearchAnswer = envelope({ User: FoundUser });
export type UserSearchAnswer = Static<typeof UserSearchAnswer>;

/** GET /friends: PendingApprovals are incoming requests, PendingRequests outgoing ones. */
export const FriendsAnswer = envelope({
  Friends: Type.Array(PersonSummary),
  PendingApprovals: Type.Array(PersonSummary),
  PendingRequests: Type.Array(PersonSummary),
});
export type FriendsAnswer = Static<typeof FriendsAnswer>;

/** GET /charities: one charity list entry each. */
export const CharityEntry = Type.Object({
  ID: Type.Integer(),
  FirstName: Type.String(),
  Username: Type.String(),
  ProfilePhoto: Type.String(),
  Following: Type.Boolean(),
  Distance: MemberSummary.properties.Distance,
  Town: MemberSummary.properties.Town,
});
export type CharityEntry = Static<typeof CharityEntry>;
export const CharitiesAnswer = envelope({ Charities: Type.Array(CharityEntry) });
export type CharitiesAnswer = Static<typeof CharitiesAnswer>;

const HANDLE_SEARCH = /^[a-z0-9_]+$/;
const CHARITY_NUMBER = /^\d+$/;

/** The state of the friend search input (handle or charity number rules). */
export type FriendSearchInput = 'empty' | 'short' | 'invalid' | 'valid';

export function friendSearchInput(value: string): FriendSearchInput {
  if (value === '') return 'empty';
  if (CHARITY_NUMBER.test(value)) return value.length <= CHARITY_NUMBER_MAX ? 'valid' : 'invalid';
  if (!HANDLE_SEARCH.test(value) || value.length > HANDLE_MAX) return 'invalid';
  return value.length < HANDLE_MIN ? 'short' : 'valid';
}

/** What the username input keeps as it is typed: lowercase. */
export function normaliseFriendSearch(value: string): string {
  return value.trim().toLowerCase();
}

export function isCharityNumberSearch(value: string): boolean {
  return CHARITY_NUMBER.test(value);
}

/** Subjects of the friend notifications: "friend request" routes them to /friends (the notification tap routing). */
export const friendSubjects = {
  request: (name: string) => `New friend request from ${name}`,
  accepted: (name: string) => `${name} accepted your friend request`,
};

/** The web invite code: the base64 of the inviter's username (the referral code in `?ref=`). */
export function inviteCode(username: string): string {
  return btoa(username);
}
