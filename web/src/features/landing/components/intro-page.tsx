import { ButtonLink, InertLink } from '@/components/ui/button.tsx';
import { GetTheApp } from '@/components/ui/get-app.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { useReferral } from '@/features/landing/hooks/use-referral.ts';
import { paths } from '@/lib/paths.ts';
import styles from './intro-page.module.css';

/** The intro screen at /intro (its route is ours): where the installed app starts. */
export function IntroPage() {
  const { webLoginEnabled, appStoreUrl } = useRuntimeConfig();
  const { code } = useReferral();
  const welcomePath = code ? paths.welcomeWithInvite(code) : paths.welcome;

  return (
    <PageShell>
      <h1 className={styles.hello}>Heeey there! x</h1>
      <p className={`${shell.lead} ${shell.leadRoomy}`}>
        Swap, rehome or donate the things you no longer need, with your friends and their friends.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={welcomePath} size="large" block>
          I'm new here
        </ButtonLink>
        {webLoginEnabled ? (
          <ButtonLink to={paths.login} variant="secondary" size="large" block>
            I have an account
          </ButtonLink>
        ) : (
          <InertLink asButton variant="secondary" size="large" block reason="signing in on the web is switched off">
            I have an account
          </InertLink>
        )}
      </div>
      <div className={styles.getApp}>
        <GetTheApp appStoreUrl={appStoreUrl} />
      </div>
    </PageShell>
  );
}
