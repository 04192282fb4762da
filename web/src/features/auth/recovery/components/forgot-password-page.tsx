import { codeMessages, ErrorCode, RESET_RESEND_COOLDOWN_S, recoveryMessages } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Illustration } from '@/components/ui/illustration.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { LoginField } from '@/features/auth/components/credential-fields.tsx';
import { requestPasswordReset } from '@/features/auth/recovery/api/forgot-password.ts';
import { useCooldown } from '@/features/auth/recovery/hooks/use-cooldown.ts';
import { validateLogin } from '@/features/auth/recovery/validation.ts';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import styles from './recovery.module.css';

const TOKEN_EXISTS_MESSAGE = codeMessages[ErrorCode.TOKEN_EXISTS] ?? recoveryMessages.sendFailed;

/**
 * /forgot-password: ask for a reset link, then "Check Your Email" with a resend
 * button that waits 60 s between requests. A link that is still valid (TOKEN_EXISTS) counts as sent.
 */
export function ForgotPasswordPage() {
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown(RESET_RESEND_COOLDOWN_S);
  const inputRef = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: (_answer, sentLogin) => {
      setSentTo(sentLogin);
      cooldown.start();
    },
    onError: (failure, sentLogin) => {
      if (failure instanceof ApiError && failure.code === ErrorCode.TOKEN_EXISTS) {
        setSentTo(sentLogin);
        setNotice(TOKEN_EXISTS_MESSAGE);
        cooldown.start();
        return;
      }
      setError(recoveryMessages.sendFailed);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = validateLogin(login);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    mutation.mutate(login.trim());
  };

  const resend = () => {
    if (sentTo && !cooldown.active && !mutation.isPending) mutation.mutate(sentTo);
  };

  if (sentTo !== null) {
    return (
      <PageShell>
        <div className={styles.icon} aria-hidden="true">
          <Illustration name="mail" size={40} />
        </div>
        <h1 className={shell.title}>Check Your Email</h1>
        <p className={shell.lead}>
          If an account matches <span className={styles.sentTo}>{sentTo}</span>, a link to reset your password is on its
          way to the email linked to it. The link works for one hour.
        </p>
        {notice ? (
          <Alert tone="info">
            <p>{notice}</p>
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        ) : null}
        <div className={styles.stack}>
          <Button variant="secondary" block onClick={resend} disabled={cooldown.active || mutation.isPending}>
            {mutation.isPending
              ? 'Sending...'
              : cooldown.active
                ? `Resend Email (${cooldown.remaining}s)`
                : 'Resend Email'}
          </Button>
        </div>
        <BackToSignIn />
      </PageShell>
    );
  }

  return (
    <PageShell>
      <h1 className={shell.title}>Forgot your password?</h1>
      <p className={shell.lead}>No worries, mate. Tell us your email or username and we'll send you a reset link.</p>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
        <LoginField
          ref={inputRef}
          label="Email or username"
          value={login}
          error={fieldError}
          onChange={(event) => {
            setLogin(event.target.value);
            if (fieldError) setFieldError(validateLogin(event.target.value));
          }}
        />
        <Button type="submit" block size="large" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <ul className={shell.links}>
        <li>
          Remembered it? <Link to={paths.login}>Sign in</Link>
        </li>
      </ul>
    </PageShell>
  );
}
