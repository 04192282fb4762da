import { httpMessages, navigationWords } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { paths } from '@/lib/paths.ts';
import { forgetSessionExpired, SESSION_EXPIRED_EVENT, sessionExpiredNoticePending } from '@/lib/session-expiry.ts';
import styles from './session-expired-notice.module.css';

/**
 * Tells a member whose session ended why they are on a public page (the session-expired message of the
 * error catalogue), announced as an alert, with the way back in. Told once: shown, it is forgotten.
 */
export function SessionExpiredNotice() {
  const { webLoginEnabled } = useRuntimeConfig();
  const [shown, setShown] = useState(sessionExpiredNoticePending);

  useEffect(() => {
    const onExpired = () => setShown(true);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);
  useEffect(() => {
    if (shown) forgetSessionExpired();
  }, [shown]);

  if (!shown) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        {httpMessages.unauthorized}
        {webLoginEnabled ? (
          <>
            {' '}
            <Link to={paths.login} className={styles.link}>
              {navigationWords.signIn}
            </Link>
          </>
        ) : null}
      </p>
      <button type="button" className={styles.dismiss} onClick={() => setShown(false)}>
        {navigationWords.dismiss}
      </button>
    </div>
  );
}
