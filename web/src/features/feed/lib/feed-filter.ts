import { DEFAULT_FEED_TYPE, FeedType } from '@swapsies/contract';
import { localKeys } from '@/lib/storage-keys.ts';

const FEED_TYPES: readonly FeedType[] = Object.values(FeedType);

/** The filter chosen last time (remembered on this device), or Friends when nothing valid is stored. */
export function readFeedFilter(): FeedType {
  const stored = Number(localStorage.getItem(localKeys.feedFilter));
  return FEED_TYPES.find((type) => type === stored) ?? DEFAULT_FEED_TYPE;
}

export function rememberFeedFilter(type: FeedType): void {
  localStorage.setItem(localKeys.feedFilter, String(type));
}
