import { registrationWords } from '@swapsies/contract';
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

/** Whether the location state handed on says a charity registered (history state is whatever was stored). */
function registeredCharity(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'charity' in state && state.charity === true;
}

/**
 * /registration-complete: thanks the member, who is signed in already (the
 * registration answered a session), leads them into the product and offers the app. With
 * WEB_LOGIN=disabled no session came back: the app is the way in.
 */
export function RegistrationCompletePage() {
  const { appStoreUrl, webLoginEnabled } = useRuntimeConfig();
  const signedIn = useAuthToken() !== null;
  const charity = registeredCharity(useLocation().state);
  const firstName = signedIn ? localStorage.getItem(localKeys.firstName) : null;

  return (
    <PageShell>
      <div className={styles.celebrate} aria-hidden="true">
        <Illustration name="sparkles" size={44} />
      </div>
      <h1 className={shell.title}>{firstName ? registrationWords.thanksFor(firstName) : registrationWords.thanks}</h1>
      {signedIn ? (
        <>
          <p className={shell.lead}>{charity ? registrationWords.signedInCharity : registrationWords.signedInMember}</p>
          <ButtonLink to={charity ? paths.seek : paths.myItems} size="large" block>
            {registrationWords.startSwapping}
          </ButtonLink>
          <h2 className={styles.appTitle}>{registrationWords.keepOnPhone}</h2>
        </>
      ) : (
        <p className={shell.lead}>
          {registrationWords.accountReady}{' '}
          {webLoginEnabled ? registrationWords.signInToSwap : registrationWords.signInWithAppToSwap}
        </p>
      )}
      <div className={styles.getApp}>
        <GetTheApp appStoreUrl={appStoreUrl} />
      </div>
      {!signedIn && webLoginEnabled ? (
        <ButtonLink to={paths.login} variant="secondary" size="large" block>
          {registrationWords.signIn}
        </ButtonLink>
      ) : null}
    </PageShell>
  );
}
