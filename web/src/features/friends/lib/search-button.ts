import { type FoundUser, friendMessages, friendSearchInput, Relation } from '@swapsies/contract';
import { isCharityUser } from '@/data/dashboard.ts';

/** What pressing the multi-purpose search button does. */
export type SearchButtonAction = 'invite' | 'search' | 'request' | 'accept' | 'follow' | 'unfollow' | 'none';

export interface SearchButtonState {
  label: string;
  disabled: boolean;
  action: SearchButtonAction;
}

/** A charity found by its number is followed, not befriended. */
export const followLabels = { follow: 'Follow', unfollow: 'Unfollow' } as const;

export interface SearchButtonInput {
  /** The input as it stands (already normalised). */
  term: string;
  searching: boolean;
  /** The invite link was copied moments ago. */
  linkCopied: boolean;
  /** The user found for exactly this term, if any. */
  found: FoundUser | null;
  /** An action on the found user is under way. */
  acting: boolean;
}

const byRelation: Record<Relation, SearchButtonState> = {
  [Relation.None]: { label: friendMessages.sendRequest, disabled: false, action: 'request' },
  [Relation.Friend]: { label: friendMessages.alreadyFriends, disabled: true, action: 'none' },
  [Relation.PendingApproval]: { label: friendMessages.requestReceived, disabled: false, action: 'accept' },
  [Relation.PendingRequest]: { label: friendMessages.requestSentButton, disabled: true, action: 'none' },
};

/** The one multi-purpose button of the friend search: it follows the input, then the found user's relation. */
export function searchButtonState({
  term,
  searching,
  linkCopied,
  found,
  acting,
}: SearchButtonInput): SearchButtonState {
  if (searching) return { label: friendMessages.searching, disabled: true, action: 'none' };
  if (found) {
    const state = isCharityUser(found)
      ? found.Following
        ? { label: followLabels.unfollow, disabled: false, action: 'unfollow' as const }
        : { label: followLabels.follow, disabled: false, action: 'follow' as const }
      : byRelation[found.Relation];
    return acting ? { ...state, disabled: true } : state;
  }
  switch (friendSearchInput(term)) {
    case 'empty':
      return {
        label: linkCopied ? friendMessages.linkCopied : friendMessages.generateInvite,
        disabled: false,
        action: 'invite',
      };
    case 'short':
      return { label: friendMessages.keepTyping, disabled: true, action: 'none' };
    case 'invalid':
      return { label: friendMessages.invalidFormat, disabled: true, action: 'none' };
    case 'valid':
      return { label: friendMessages.search, disabled: false, action: 'search' };
  }
}
