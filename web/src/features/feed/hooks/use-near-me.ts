import { profileMessages } from '@swapsies/contract';
import { useToast } from '@/components/ui/toast.tsx';
import { type SettingsChange, useSwitchSetting } from '@/data/account-settings.ts';

/**
 * Where the feed looks, changed from the feed: Friends+ "Nearby only" and "Look further". Shown at
 * once and saved with the settings (the feed's card is asked again); put back, and said, when the
 * server refuses.
 */
export function useNearMe() {
  const switchSetting = useSwitchSetting();
  const toast = useToast();
  return async (change: Pick<SettingsChange, 'SearchRadius' | 'FriendsPlusNearby'>) => {
    if (!(await switchSetting(change))) toast.error(profileMessages.updateFailed);
  };
}
