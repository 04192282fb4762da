import { navigationWords } from '@swapsies/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { applyWaitingUpdate, dismissUpdate, useUpdateReady } from './app-update.ts';
import styles from './update-prompt.module.css';

export const UPDATE_READY_TEXT = navigationWords.updateReady;

/** A small banner, when a new version has been deployed: Reload uses it now, Not now leaves it for the next visit. */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  const [reloading, setReloading] = useState(false);
  // The live region stays in the page so that screen readers announce the banner when it appears.
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {ready || reloading ? (
        <section className={styles.banner} aria-label={navigationWords.appUpdate}>
          <p className={styles.text}>{UPDATE_READY_TEXT}</p>
          <div className={styles.actions}>
            <Button
              size="small"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                void applyWaitingUpdate();
              }}
            >
              {navigationWords.reload}
            </Button>
            <Button size="small" variant="ghost" disabled={reloading} onClick={dismissUpdate}>
              {navigationWords.notNow}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
