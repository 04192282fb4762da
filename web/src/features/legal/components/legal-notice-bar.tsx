import { legalWords } from '@swapsies/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { localKeys } from '@/lib/storage-keys.ts';
import { legalPath } from '../lib/legal-documents.ts';
import styles from './legal-notice-bar.module.css';

function acknowledged(): boolean {
  try {
    return localStorage.getItem(localKeys.legalNoticeAcknowledged) === 'true';
  } catch {
    return false;
  }
}

/**
 * The legal notice bar, shown until it is dismissed with OK (kept as legalNoticeAcknowledged).
 * Nothing here asks for consent: the app keeps only what it needs (see the cookies policy).
 */
export function LegalNoticeBar() {
  const [shown, setShown] = useState(() => !acknowledged());
  if (!shown) return null;

  const acknowledge = () => {
    try {
      localStorage.setItem(localKeys.legalNoticeAcknowledged, 'true');
    } catch {
      // Storage refused: the bar still goes for this visit.
    }
    setShown(false);
  };

  return (
    <section className={styles.bar} aria-label={legalWords.noticeLabel}>
      <p className={styles.text}>
        {legalWords.noticeText} <Link to={legalPath('privacy-policy')}>{legalWords.documents['privacy-policy']}</Link>{' '}
        {legalWords.and} <Link to={legalPath('cookies-policy')}>{legalWords.documents['cookies-policy']}</Link>.
      </p>
      <button type="button" className={styles.ok} onClick={acknowledge}>
        {legalWords.ok}
      </button>
    </section>
  );
}
