import { commonWords } from '@swapsies/contract';
import { isIos, useInstallPrompt } from '@/lib/install-prompt.ts';
import styles from './get-app.module.css';

function PhoneIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="18" r="1.2" fill="currentColor" />
    </svg>
  );
}

export interface GetTheAppProps {
  /** The store listing; '' hides the badge and offers a PWA install instead. */
  appStoreUrl: string;
  className?: string;
}

/**
 * The app store badge of the landing pages, or, with no store listing configured, an offer to
 * install the web app itself (when the browser supports it) or a hint on how to (on iPhone and
 * iPad, through Safari's Share menu).
 */
export function GetTheApp({ appStoreUrl, className }: GetTheAppProps) {
  const { state, install } = useInstallPrompt();

  if (appStoreUrl) {
    return (
      <a
        className={[styles.badge, className].filter(Boolean).join(' ')}
        href={appStoreUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <PhoneIcon />
        <span className={styles.lines}>
          <span className={styles.small}>{commonWords.downloadOnThe}</span>
          <span className={styles.big}>{commonWords.appStore}</span>
        </span>
        <span className="visually-hidden">{commonWords.opensInNewTab}</span>
      </a>
    );
  }

  if (state === 'installed') return null;

  if (state === 'available') {
    return (
      <button
        type="button"
        className={[styles.badge, className].filter(Boolean).join(' ')}
        onClick={() => void install()}
      >
        <PhoneIcon />
        <span className={styles.lines}>
          <span className={styles.small}>{commonWords.installOnYour}</span>
          <span className={styles.big}>{commonWords.homeScreen}</span>
        </span>
      </button>
    );
  }

  return (
    <p className={[styles.hint, className].filter(Boolean).join(' ')}>
      {isIos() ? commonWords.homeScreenTipIos : commonWords.homeScreenTip}
    </p>
  );
}
