import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { GetTheApp } from '@/components/ui/get-app.tsx';
import { Illustration } from '@/components/ui/illustration.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { paths } from '@/lib/paths.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';
import styles from './auth.module.css';

/** What the registration page hands on: the account type decides where the member starts. */
export interface RegistrationCompleteState {
  charity: boolean;
}

/**
 * /registration-complete: thanks the member, who is signed in already (the
 * registration answered a session), leads them into the product and offers the app. With
 * WEB_LOGIN=disabled no session came back: the app is the way in.
 */
export function RegistrationCompletePage() {
  const { appStoreUrl, webLoginEnabled } = useRuntimeConfig();
  const signedIn = useAuthToken() !== null;
  const charity = (useLocation().state as RegistrationCompleteState | null)?.charity === true;
  const firstName = signedIn ? localStorage.getItem(localKeys.firstName) : null;

  return (
    <PageShell>
      <div className={styles.celebrate} aria-hidden="true">
        <Illustration name="sparkles" size={44} />
      </div>
      <h1 className={shell.title}>
        {firstName ? `Thanks for joining Swapsies, ${firstName}!` : 'Thanks for joining Swapsies!'}
      </h1>
      {signedIn ? (
        <>
          <p className={shell.lead}>
            {charity
              ? 'Your account is ready and you are signed in. See what your supporters offer your charity.'
              : 'Your account is ready and you are signed in. Add your first goodies and start swapping with your friends.'}
          </p>
          <ButtonLink to={charity ? paths.seek : paths.myItems} size="large" block>
            Start swapping
          </ButtonLink>
          <h2 className={styles.appTitle}>Keep Swapsies on your phone</h2>
        </>
      ) : (
        <p className={shell.lead}>
          Your account is ready.{' '}
          {webLoginEnabled ? 'Sign in to start swapping.' : 'Sign in with the app to start swapping.'}
        </p>
      )}
      <div className={styles.getApp}>
        <GetTheApp appStoreUrl={appStoreUrl} />
      </div>
      {!signedIn && webLoginEnabled ? (
        <ButtonLink to={paths.login} variant="secondary" size="large" block>
          Sign in
        </ButtonLink>
      ) : null}
    </PageShell>
  );
}
