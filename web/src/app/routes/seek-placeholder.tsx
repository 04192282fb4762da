import { EmptyState } from '../../components/ui/empty-state.tsx';
import styles from './seek-placeholder.module.css';

/** The signed-in home until the Seek feed arrives (issue 5): the default empty-state panel. */
export function SeekPlaceholderPage() {
  return (
    <>
      <h1 className={styles.title}>Swipe and Seek</h1>
      <p className={styles.lead}>Browse your friends' things, one at a time.</p>
      <EmptyState message="The Seek feed is still being built. Soon you'll browse and like your friends' items right here." />
    </>
  );
}
