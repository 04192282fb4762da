/**
 * /register: the four-step sign-up.
 *   1 account type · 2 starter packs or charity causes · 3 names, country, photo or logo ·
 *   4 handle or charity number, email, password.
 * The state and the moves between steps live in useRegistration; this page lays them out.
 */
import { loginMessages, registrationWords } from '@swapsies/contract';
import { type FormEvent, type KeyboardEvent, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { InertLink } from '@/components/ui/button.tsx';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { useCategories } from '@/data/categories.ts';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { paths } from '@/lib/paths.ts';
import { type Registration, useRegistration } from '../hooks/use-registration.ts';
import { useCountries } from '../hooks/use-registration-data.ts';
import { AccountTypeStep } from './account-type-step.tsx';
import styles from './registration.module.css';
import { RegistrationProgress, STEP_COUNT, stepCopy } from './registration-progress.tsx';
import { StepActions } from './step-actions.tsx';

// Steps 2–4 (the category picker, the photo field, the password meter) are chunks of their own, so
// that /register's first load carries step 1 only. They start loading as soon as step 1 is used.
const InterestsStep = lazyWithPreload(() => import('./interests-step.tsx').then((m) => m.InterestsStep));
const ProfileStep = lazyWithPreload(() => import('./profile-step.tsx').then((m) => m.ProfileStep));
const CredentialsStep = lazyWithPreload(() => import('./credentials-step.tsx').then((m) => m.CredentialsStep));

/** Loads steps 2–4 ahead of their first render (also used by the tests, in place of a warmed cache). */
export function preloadLaterSteps(): Promise<unknown> {
  return Promise.all([InterestsStep.preload(), ProfileStep.preload(), CredentialsStep.preload()]).catch(() => {});
}

/** Enter advances or submits, from any control but a button, link, summary or file input; Ctrl/⌘+Enter from the address box. */
function enterAdvances(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement && !(event.ctrlKey || event.metaKey)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || target.tagName === 'SUMMARY')
    return false;
  return !(target instanceof HTMLInputElement && target.type === 'file');
}

/** The controls of the current step. */
function CurrentStep({ registration }: { registration: Registration }) {
  const { step, form, charity, choicesQuery, errorFor, onText, onBlur } = registration;
  /** What steps 3 and 4 share: the values and how their text fields report. */
  const binding = { form, charity, errorFor, onText, onBlur };
  const categoriesQuery = useCategories();
  const countriesQuery = useCountries();
  switch (step) {
    case 1:
      return (
        <AccountTypeStep
          value={form.type}
          onChange={(type) => {
            void preloadLaterSteps();
            registration.onAccountType(type);
          }}
        />
      );
    case 2:
      return (
        <InterestsStep
          type={form.type}
          packs={registration.packs}
          causes={registration.causes}
          loading={choicesQuery.isPending}
          failed={choicesQuery.isError}
          onRetry={() => void choicesQuery.refetch()}
          categories={categoriesQuery.data?.categories}
          selection={form.selection}
          onToggle={registration.onToggle}
          error={errorFor('selection')}
        />
      );
    case 3:
      return (
        <ProfileStep
          {...binding}
          countries={countriesQuery.data}
          countriesFailed={countriesQuery.isError}
          onCountry={(id) => registration.setField('country', id)}
          onPhoto={(photo) => registration.setField('photo', photo)}
          onPhotoProblem={registration.onPhotoProblem}
        />
      );
    case 4:
      return (
        <CredentialsStep
          {...binding}
          usernameStatus={registration.usernameStatus}
          emailStatus={registration.emailStatus}
        />
      );
  }
}

export function RegisterPage() {
  const registration = useRegistration();
  const { step, charity, pending, advance } = registration;
  const { webLoginEnabled } = useRuntimeConfig();
  const categoriesNotice = useCategories().data?.notice;
  const copy = stepCopy(step, charity);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void preloadLaterSteps();
    advance();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (!enterAdvances(event)) return;
    event.preventDefault();
    advance();
  }

  return (
    <PageShell wide>
      <header className={styles.header}>
        <h1 className={styles.title}>{registrationWords.joinTitle}</h1>
        <p className={styles.lede}>{registrationWords.joinLead}</p>
      </header>

      <RegistrationProgress step={step} title={copy.title} />

      {categoriesNotice ? (
        <Alert tone="warning">
          <p>{categoriesNotice}</p>
        </Alert>
      ) : null}

      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby="step-heading" aria-busy={pending}>
        <h2 id="step-heading" ref={registration.headingRef} className={styles.stepHeading} tabIndex={-1}>
          <span className="visually-hidden">{`${registrationWords.stepOf(step, STEP_COUNT)}: `}</span>
          {copy.title}
        </h2>
        <p className={styles.stepIntro}>{copy.intro}</p>

        <Suspense fallback={null}>
          <CurrentStep registration={registration} />
        </Suspense>

        <StepActions
          step={step}
          stepMessage={registration.stepMessage}
          formError={registration.formError}
          pending={pending}
          onBack={registration.back}
        />
      </form>

      <footer className={styles.footer}>
        <p>
          {registrationWords.alreadyHaveAccount}{' '}
          {webLoginEnabled ? (
            <Link to={paths.login}>{registrationWords.signIn}</Link>
          ) : (
            // Web login is switched off: the link stays visible but inert (no href, no tab stop).
            <InertLink reason={loginMessages.disabled}>{registrationWords.signIn}</InertLink>
          )}
        </p>
        <p>
          <Link to={paths.home}>{registrationWords.whatIsTheProduct}</Link>
        </p>
      </footer>
    </PageShell>
  );
}
