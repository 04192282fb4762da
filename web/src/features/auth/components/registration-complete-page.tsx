import { Link } from 'react-router';
import { GetTheApp } from '../../../components/ui/get-app.tsx';
import { Illustration } from '../../../components/ui/illustration.tsx';
import shell from '../../../components/ui/page-shell.module.css';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import styles from './auth.module.css';

/** /registration-complete (000 §2, 001 §2.8): thanks, the app, and the way to sign in. */
export function RegistrationCompletePage() {
  const { appStoreUrl } = useRuntimeConfig();
  return (
    <PageShell>
      <div className={styles.celebrate} aria-hidden="true">
        <Illustration name="sparkles" size={44} />
      </div>
      <h1 className={shell.title}>Thanks for joining Swapsies!</h1>
      <p className={shell.lead}>
        Your account is ready. Get the app to add your first goodies and start swapping with your friends.
      </p>
      <div className={styles.getApp}>
        <GetTheApp appStoreUrl={appStoreUrl} />
      </div>
      <ul className={shell.links}>
        <li>
          Ready to go? <Link to="/login">Sign in</Link>
        </li>
      </ul>
    </PageShell>
  );
}
