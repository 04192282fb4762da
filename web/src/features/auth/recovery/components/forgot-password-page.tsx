import { codeMessages, ErrorCode, RESET_RESEND_COOLDOWN_S, recoveryMessages, recoveryWords } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Illustration } from '@/components/ui/illustration.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { LoginField } from '../../components/credential-fields.tsx';
import { requestPasswordReset } from '../api/forgot-password.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';
import { validateLogin } from '../validation.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import styles from './recovery.module.css';

const TOKEN_EXISTS_MESSAGE = codeMessages[ErrorCode.TOKEN_EXISTS] ?? recoveryMessages.sendFailed;

/** Asking for the reset link, and again after the cooldown. A link still valid (TOKEN_EXISTS) counts as sent. */
function useResetRequest() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown(RESET_RESEND_COOLDOWN_S);

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
      setError(describeError(failure, { otherwise: recoveryMessages.sendFailed }));
    },
  });

  const request = (login: string) => {
    if (!mutation.isPending) mutation.mutate(login);
  };
  const resend = () => {
    if (sentTo && !cooldown.active) request(sentTo);
  };
  return { sentTo, notice, error, cooldown, pending: mutation.isPending, request, resend };
}

type ResetRequest = ReturnType<typeof useResetRequest>;

function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <Alert tone="error">
      <p>{error}</p>
    </Alert>
  ) : null;
}

function CheckYourEmail({ sentTo, request }: { sentTo: string; request: ResetRequest }) {
  const { notice, error, cooldown, pending, resend } = request;
  return (
    <PageShell>
      <div className={styles.icon} aria-hidden="true">
        <Illustration name="mail" size={40} />
      </div>
      <h1 className={shell.title}>{recoveryWords.checkEmailTitle}</h1>
      <p className={shell.lead}>
        {recoveryWords.sentBefore} <span className={styles.sentTo}>{sentTo}</span>
        {recoveryWords.sentAfter}
      </p>
      {notice ? (
        <Alert tone="info">
          <p>{notice}</p>
        </Alert>
      ) : null}
      <ErrorAlert error={error} />
      <div className={styles.stack}>
        <Button variant="secondary" block onClick={resend} disabled={cooldown.active || pending}>
          {pending
            ? recoveryWords.sending
            : cooldown.active
              ? recoveryWords.resendIn(cooldown.remaining)
              : recoveryWords.resend}
        </Button>
      </div>
      <BackToSignIn />
    </PageShell>
  );
}

function ForgotPasswordForm({ request }: { request: ResetRequest }) {
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.pending) return;
    const problem = validateLogin(login);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    request.request(login.trim());
  };

  return (
    <PageShell>
      <h1 className={shell.title}>{recoveryWords.forgotTitle}</h1>
      <p className={shell.lead}>{recoveryWords.forgotLead}</p>
      <ErrorAlert error={request.error} />
      <form onSubmit={onSubmit} noValidate aria-label={recoveryWords.forgotFormLabel}>
        <LoginField
          ref={inputRef}
          label={recoveryWords.loginLabel}
          value={login}
          error={fieldError}
          onChange={(event) => {
            setLogin(event.target.value);
            if (fieldError) setFieldError(validateLogin(event.target.value));
          }}
        />
        <Button type="submit" block size="large" disabled={request.pending}>
          {request.pending ? recoveryWords.sending : recoveryWords.sendLink}
        </Button>
      </form>
      <ul className={shell.links}>
        <li>
          {recoveryWords.remembered} <Link to={paths.login}>{recoveryWords.signIn}</Link>
        </li>
      </ul>
    </PageShell>
  );
}

/**
 * /forgot-password: ask for a reset link, then "Check Your Email" with a resend
 * button that waits 60 s between requests.
 */
export function ForgotPasswordPage() {
  const request = useResetRequest();
  return request.sentTo === null ? (
    <ForgotPasswordForm request={request} />
  ) : (
    <CheckYourEmail sentTo={request.sentTo} request={request} />
  );
}
