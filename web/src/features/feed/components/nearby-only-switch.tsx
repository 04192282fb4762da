import { areaMessages } from '@swapsies/contract';
import { Switch } from '@/components/ui/switch.tsx';
import { useNearMe } from '../hooks/use-near-me.ts';
import styles from './feed-page.module.css';

/** Friends+ "Nearby only": friends of friends within the member's search radius (issue 28); saved at once. */
export function NearbyOnlySwitch({ on }: { on: boolean }) {
  const nearMe = useNearMe();
  return (
    <label className={styles.nearby}>
      <span>{areaMessages.nearbyOnly}</span>
      <Switch checked={on} onChange={(FriendsPlusNearby) => void nearMe({ FriendsPlusNearby })} />
    </label>
  );
}
