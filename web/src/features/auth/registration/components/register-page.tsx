/**
 * /register: the four-step sign-up of 000 §2, §4 and §5.
 *   1 account type · 2 starter packs or charity causes · 3 names, country, photo or logo ·
 *   4 handle or charity number, email, password.
 */
import {
  AccountType,
  loginMessages,
  normaliseCharityNumberInput,
  normaliseHandleInput,
  type RegisterAnswer,
  type RegisterBody,
  registrationMessages,
} from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, InertLink } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { emailCheck, useAvailability, usernameCheck } from '@/features/auth/registration/hooks/use-availability.ts';
import {
  useCharityCauses,
  useCountries,
  useStarterPacks,
} from '@/features/auth/registration/hooks/use-registration-data.ts';
import {
  buildRegisterBody,
  checkFields,
  type EncodedPhoto,
  type FieldErrors,
  type FieldName,
  fieldStep,
  initialForm,
  LAST_STEP,
  type RegistrationForm,
  type Step,
  selectedCategories,
  stepErrors,
  stepFields,
  switchAccountType,
} from '@/features/auth/registration/lib/registration-form.ts';
import { interpretSubmitError } from '@/features/auth/registration/lib/submit-error.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useCategories } from '@/lib/categories.ts';
import { clearUserQueries } from '@/lib/query-client.ts';
import { clearReferral, getReferral, referralQuery, saveReferral } from '@/lib/referral.ts';
import { useRuntimeConfig } from '@/lib/runtime-config.ts';
import { clearSession, rememberUser, setAuthToken } from '@/lib/storage-keys.ts';
import { AccountTypeStep } from './account-type-step.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { InterestsStep, SELECTION_ERROR_ID } from './interests-step.tsx';
import { ProfileStep } from './profile-step.tsx';
import styles from './registration.module.css';

const STEP_COUNT = 4;

function stepCopy(step: Step, charity: boolean): { title: string; intro: string } {
  switch (step) {
    case 1:
      return { title: 'Who is joining?', intro: 'Choose the kind of account you need.' };
    case 2:
      return charity
        ? { title: 'Choose your causes', intro: 'Tell people what your charity can put to good use.' }
        : { title: 'Pick your starter packs', intro: 'A quick way to tell us what you would love to receive.' };
    case 3:
      return charity
        ? { title: 'About your charity', intro: 'How your charity appears to the people who follow it.' }
        : { title: 'About you', intro: 'How you appear to your friends.' };
    case 4:
      return { title: 'Your sign-in details', intro: 'Almost there. These are what you will sign in with.' };
  }
}

/** The ref (and sig) query of the registration, from session storage. */
function readReferralQuery(): Record<string, string> | undefined {
  try {
    return referralQuery(getReferral());
  } catch {
    return undefined;
  }
}

/** Moves focus to the control of `field` (the first control inside its group for packs and the photo). */
function focusField(field: FieldName): void {
  const element = document.getElementById(field);
  const control = element?.matches('input, select, textarea')
    ? element
    : element?.querySelector<HTMLElement>('input, select, textarea, button');
  control?.focus();
}

interface FormError {
  message: string;
  /** The server refused the username and/or email: cleared when either changes. */
  identity: boolean;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(1);
  const [form, setForm] = useState<RegistrationForm>(initialForm);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [attempted, setAttempted] = useState<Partial<Record<Step, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null);
  /** The step whose Next was just refused: its reason shows beside the button until the member edits. */
  const [heldAt, setHeldAt] = useState<Step | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(step);
  /** Set from the moment a registration is sent until its answer: a second Enter must not send it twice. */
  const sending = useRef(false);

  // 000 §4 Referral: an optional ?ref= (with the &sig= of a signed invite) is kept for the session
  // and sent with the registration.
  const referral = searchParams.get('ref');
  const referralSignature = searchParams.get('sig');
  useEffect(() => {
    if (!referral) return;
    try {
      saveReferral(referral, referralSignature);
    } catch {
      // Session storage unavailable: registration works without the referral.
    }
  }, [referral, referralSignature]);

  const charity = form.type === AccountType.Charity;
  const categoriesQuery = useCategories();
  const countriesQuery = useCountries();
  const packsQuery = useStarterPacks();
  const causesQuery = useCharityCauses(charity);
  const { webLoginEnabled } = useRuntimeConfig();

  const choices = charity ? causesQuery.data : packsQuery.data;
  const categories = useMemo(() => selectedCategories(form.selection, choices ?? []), [form.selection, choices]);
  const live = checkFields(form, categories, 'live');

  const usernameStatus = useAvailability(usernameCheck, form.username, live.username === null, String(form.type));
  const email = form.email.trim();
  const emailStatus = useAvailability(emailCheck, email, live.email === null);

  function takenMessage(field: FieldName): string | null {
    if (field === 'username' && usernameStatus === 'taken') {
      return charity ? registrationMessages.charityNumberTaken : registrationMessages.handleTaken;
    }
    if (field === 'email' && emailStatus === 'taken') return registrationMessages.emailTaken;
    return null;
  }

  /** The message shown under a field: the server's, the photo's, the live rule's (once touched or attempted), or "taken". */
  function errorFor(field: FieldName): string | null {
    const server = serverErrors[field];
    if (server) return server;
    if (field === 'photo' && photoProblem) return photoProblem;
    if (touched[field] || attempted[fieldStep[field]]) {
      const message = live[field];
      if (message) return message;
    }
    return takenMessage(field);
  }

  /** What keeps `at` from being left. */
  function blockingErrors(at: Step): FieldErrors {
    const errors = stepErrors(form, categories, at);
    for (const field of stepFields[at]) {
      const taken = takenMessage(field);
      if (!errors[field] && taken) errors[field] = taken;
    }
    return errors;
  }

  // Focus: the step heading when the step changes; the first failing control after a refused attempt.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);

  function setField<K extends FieldName>(field: K, value: RegistrationForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setHeldAt(null);
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
    if ((field === 'username' || field === 'email') && formError?.identity) setFormError(null);
  }

  function onText(
    field: 'firstName' | 'lastName' | 'address' | 'username' | 'email' | 'password' | 'confirmPassword',
    raw: string,
  ) {
    let value = raw;
    if (field === 'username') value = charity ? normaliseCharityNumberInput(raw) : normaliseHandleInput(raw);
    if (field === 'email') value = raw.toLowerCase();
    setField(field, value);
  }

  function onBlur(field: FieldName) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  function onToggle(id: number) {
    setField(
      'selection',
      form.selection.includes(id) ? form.selection.filter((chosen) => chosen !== id) : [...form.selection, id],
    );
  }

  function onPhoto(photo: EncodedPhoto | null) {
    setField('photo', photo);
  }

  function onAccountType(type: AccountType) {
    if (type === form.type) return;
    setForm(switchAccountType(form, type));
    setTouched({});
    setAttempted({});
    setServerErrors({});
    setPhotoProblem(null);
    setFormError(null);
  }

  const mutation = useMutation({
    mutationFn: (body: RegisterBody) => {
      return apiRequest<RegisterAnswer>('/register', { method: 'POST', body, query: readReferralQuery() });
    },
    onSuccess: (answer) => {
      // 000 §4: any old session goes; the new member's own takes its place (none with WEB_LOGIN=disabled).
      clearSession();
      if (answer.Token && answer.User) {
        setAuthToken(answer.Token);
        rememberUser(answer.User);
      }
      clearUserQueries(queryClient);
      try {
        clearReferral();
      } catch {
        // Nothing to remove.
      }
      // The completion page starts charities on Seek, people on Your stuff.
      navigate('/registration-complete', { replace: true, state: { charity } });
    },
    onSettled: () => {
      sending.current = false;
    },
    onError: (error) => {
      const failure = interpretSubmitError(error);
      if (failure.kind === 'identity') {
        setFormError({ message: failure.message, identity: true });
        setStep(failure.step);
      } else if (failure.kind === 'fields') {
        setServerErrors(failure.fieldErrors);
        setFormError(failure.message ? { message: failure.message, identity: false } : null);
        setStep(failure.step);
      } else {
        setFormError({ message: failure.message, identity: false });
      }
    },
  });

  function refuse(at: Step, errors: FieldErrors): boolean {
    const first = stepFields[at].find((field) => errors[field]);
    if (!first) return false;
    setAttempted((current) => ({ ...current, [at]: true }));
    setHeldAt(at);
    if (at !== step) setStep(at);
    else setFocusRequest({ field: first });
    return true;
  }

  function advance() {
    if (sending.current) return;
    if (refuse(step, blockingErrors(step))) return;
    setHeldAt(null);
    if (step < LAST_STEP) {
      setStep((step + 1) as Step);
      return;
    }
    // Every earlier step was valid when it was left; check again in case anything changed since.
    for (const earlier of [1, 2, 3] as const) {
      if (refuse(earlier, blockingErrors(earlier))) return;
    }
    setFormError(null);
    sending.current = true;
    mutation.mutate(buildRegisterBody(form, categories, new Date()));
  }

  function back() {
    if (step > 1 && !sending.current) {
      setHeldAt(null);
      setStep((step - 1) as Step);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    advance();
  }

  /** Enter advances or submits, from any control but a button, link, summary or file input; Ctrl/⌘+Enter from the address box. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLTextAreaElement && !(event.ctrlKey || event.metaKey)) return;
    if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || target.tagName === 'SUMMARY')
      return;
    if (target instanceof HTMLInputElement && target.type === 'file') return;
    event.preventDefault();
    advance();
  }

  /**
   * Why the step cannot be left, said beside Next, where the member pressed: on a phone the sticky
   * bar keeps it in view however long the step is. Step 2 has no field to put it under, so its
   * message lives here only, live; later steps say their problem here after a refused Next (or
   * how many fields have one), until the member edits.
   */
  function heldMessage(): string | null {
    if (step === 2) return errorFor('selection');
    if (heldAt !== step) return null;
    const errors = blockingErrors(step);
    const failing = stepFields[step].flatMap((field) => errors[field] ?? []);
    if (failing.length > 1) return `Please check the ${failing.length} fields marked above.`;
    return failing[0] ?? null;
  }
  const stepMessage = heldMessage();

  const copy = stepCopy(step, charity);
  const pending = mutation.isPending;
  const categoriesNotice = categoriesQuery.data?.notice;

  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <Link to="/" className={styles.home} aria-label="Swapsies home">
          <Logo />
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.card}>
          <header className={styles.header}>
            <h1 className={styles.title}>Join Swapsies</h1>
            <p className={styles.lede}>Swap, rehome or donate the things you no longer need.</p>
          </header>

          <div className={styles.progress}>
            <div className={styles.progressLabel} aria-hidden="true">
              <span>
                Step {step} of {STEP_COUNT}
              </span>
              <span>{copy.title}</span>
            </div>
            <div
              className={styles.progressTrack}
              role="progressbar"
              aria-label="Registration progress"
              aria-valuemin={0}
              aria-valuemax={STEP_COUNT - 1}
              aria-valuenow={step - 1}
              aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${copy.title}`}
            >
              <div className={styles.progressFill} style={{ width: `${((step - 1) / (STEP_COUNT - 1)) * 100}%` }} />
            </div>
          </div>

          {categoriesNotice ? (
            <Alert tone="warning">
              <p>{categoriesNotice}</p>
            </Alert>
          ) : null}

          <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby="step-heading" aria-busy={pending}>
            <h2 id="step-heading" ref={headingRef} className={styles.stepHeading} tabIndex={-1}>
              <span className="visually-hidden">
                Step {step} of {STEP_COUNT}:{' '}
              </span>
              {copy.title}
            </h2>
            <p className={styles.stepIntro}>{copy.intro}</p>

            {step === 1 ? <AccountTypeStep value={form.type} onChange={onAccountType} /> : null}
            {step === 2 ? (
              <InterestsStep
                type={form.type}
                packs={packsQuery.data}
                causes={causesQuery.data}
                loading={charity ? causesQuery.isPending : packsQuery.isPending}
                failed={charity ? causesQuery.isError : packsQuery.isError}
                onRetry={() => void (charity ? causesQuery.refetch() : packsQuery.refetch())}
                categories={categoriesQuery.data?.categories}
                selection={form.selection}
                onToggle={onToggle}
                error={errorFor('selection')}
              />
            ) : null}
            {step === 3 ? (
              <ProfileStep
                form={form}
                charity={charity}
                errorFor={errorFor}
                onText={onText}
                onBlur={onBlur}
                countries={countriesQuery.data}
                countriesFailed={countriesQuery.isError}
                onCountry={(id) => setField('country', id)}
                onPhoto={onPhoto}
                onPhotoProblem={setPhotoProblem}
              />
            ) : null}
            {step === 4 ? (
              <CredentialsStep
                form={form}
                charity={charity}
                errorFor={errorFor}
                onText={onText}
                onBlur={onBlur}
                usernameStatus={usernameStatus}
                emailStatus={emailStatus}
              />
            ) : null}

            <div className={styles.actionBar} data-testid="step-actions">
              {stepMessage ? (
                // The id is the one step 2's checkboxes name in aria-describedby.
                <p id={step === 2 ? SELECTION_ERROR_ID : 'step-error'} className={styles.error} role="alert">
                  {stepMessage}
                </p>
              ) : null}
              {formError ? (
                <Alert tone="error">
                  <p>{formError.message}</p>
                </Alert>
              ) : null}
              <div className={styles.actions}>
                {step > 1 ? (
                  <Button variant="secondary" className={styles.action} onClick={back} disabled={pending}>
                    Back
                  </Button>
                ) : null}
                <Button
                  type="submit"
                  className={`${styles.action} ${styles.forward}`}
                  disabled={pending}
                  aria-busy={pending}
                >
                  {step < LAST_STEP ? 'Next' : pending ? 'Creating Account...' : 'Create Account'}
                </Button>
              </div>
            </div>
          </form>

          <footer className={styles.footer}>
            <p>
              Already have an account?{' '}
              {webLoginEnabled ? (
                <Link to="/login">Sign in</Link>
              ) : (
                // Web login is switched off: the link stays visible but inert (no href, no tab stop).
                <InertLink reason={loginMessages.disabled}>Sign in</InertLink>
              )}
            </p>
            <p>
              <Link to="/">What is the product?</Link>
            </p>
          </footer>
        </div>
      </main>
    </div>
  );
}
