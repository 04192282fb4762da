import { profileMessages, settingsWords } from '@swapsies/contract';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LEGAL_LINKS } from '@/lib/legal-links.ts';
import { useDownloadData } from '../hooks/use-download-data.ts';
import styles from './settings.module.css';

export interface AccountActionsProps {
  username: string;
  /** Opens the app's log out confirmation; absent outside the signed-in frame. */
  onLogOut?: () => void;
}

/** The tail of the settings: the legal documents, "Download my data" and Log Out. */
export function AccountActions({ username, onLogOut }: AccountActionsProps) {
  const data = useDownloadData(username);
  return (
    <>
      <section className={styles.card} aria-labelledby="settings-legal">
        <h2 id="settings-legal" className={styles.cardTitle}>
          {profileMessages.legalTitle}
        </h2>
        <ul className={styles.links}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-label={settingsWords.yourData}>
        <Button variant="secondary" block onClick={data.download} disabled={data.busy} aria-busy={data.busy}>
          {data.busy ? settingsWords.preparingData : profileMessages.downloadData}
        </Button>
        {data.error ? <Alert tone="error">{data.error}</Alert> : null}
      </section>
      {onLogOut ? (
        <Button variant="danger" block onClick={onLogOut}>
          {profileMessages.logOut}
        </Button>
      ) : null}
    </>
  );
}
