import { landingWords } from '@swapsies/contract';
import { ButtonLink, InertLink } from '@/components/ui/button.tsx';
import { GetTheApp } from '@/components/ui/get-app.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { paths } from '@/lib/paths.ts';
import { useReferral } from '../hooks/use-referral.ts';
import styles from './intro-page.module.css';

/** The intro screen at /intro (its route is ours): where the installed app starts. */
export function IntroPage() {
  const { webLoginEnabled, appStoreUrl } = useRuntimeConfig();
  const { code } = useReferral();
  const welcomePath = code ? paths.welcomeWithInvite(code) : paths.welcome;

  return (
    <PageShell>
      <h1 className={styles.hello}>{landingWords.introHello}</h1>
      <p className={`${shell.lead} ${shell.leadRoomy}`}>{landingWords.introLead}</p>
      <div className={styles.actions}>
        <ButtonLink to={welcomePath} size="large" block>
          {landingWords.introNew}
        </ButtonLink>
        {webLoginEnabled ? (
          <ButtonLink to={paths.login} variant="secondary" size="large" block>
            {landingWords.introHaveAccount}
          </ButtonLink>
        ) : (
          <InertLink asButton variant="secondary" size="large" block reason={landingWords.signInOff}>
            {landingWords.introHaveAccount}
          </InertLink>
        )}
      </div>
      <div className={styles.getApp}>
        <GetTheApp appStoreUrl={appStoreUrl} />
      </div>
    </PageShell>
  );
}
