/**
 * Who may block whom: a member blocks a member or a charity, a charity blocks a member. Nobody
 * blocks themselves, a deleted account or one that does not exist, and to a charity another charity
 * is no one to block: each answers as if there were no such member (USER_NOT_FOUND). Lifting a
 * block takes the same rule. Whether a block stands between two members is
 * members/blocks.policy.ts, which every area reads.
 */
import { AccountType } from '@swapsies/contract';
import { AppError } from '../../lib/app-error.ts';

interface Account {
  id: number;
  type: number;
}

/** The member to block or unblock, if the blocker may. */
export function checkBlockable<Other extends Account>(
  blocker: Account,
  other: Other | undefined,
): asserts other is Other {
  const charities = blocker.type === AccountType.Charity && other?.type === AccountType.Charity;
  if (!other || other.id === blocker.id || charities) throw new AppError('USER_NOT_FOUND');
}
