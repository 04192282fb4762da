import {
  AccountType,
  ErrorCode,
  type LoginBody,
  loginMessages,
  loginWords,
  supportMessages,
  suspensionEmail,
  type User,
} from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { hasErrorCode } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { clearUserQueries } from '@/lib/query-client.ts';
import { takeRedirectAfterLogin } from '@/lib/redirect-after-login.ts';
import { rememberUser, setAuthToken } from '@/lib/storage-keys.ts';
import { serverFieldMessages, useFormState } from '@/lib/use-form-state.ts';
import { logIn } from '../api/log-in.ts';
import styles from './auth.module.css';
import { LoginField, PasswordField } from './credential-fields.tsx';

type LoginFieldName = 'login' | 'password';
type FieldErrors = Partial<Record<LoginFieldName, string>>;
const LOGIN_FIELDS: readonly LoginFieldName[] = ['login', 'password'];

/** The form field of a server field message. */
function loginFieldOf(field: string): LoginFieldName | null {
  if (field === 'Login') return 'login';
  return field === 'Password' ? 'password' : null;
}

function validate(form: LoginBody): FieldErrors {
  return {
    login: form.Login.trim() ? undefined : loginMessages.loginRequired,
    password: form.Password ? undefined : loginMessages.passwordRequired,
  };
}

/** Where a fresh session starts: the remembered path, else Drop for people and Seek for charities. */
function landingPathFor(user: User): string {
  return takeRedirectAfterLogin() ?? (user.Type === AccountType.Charity ? paths.seek : paths.myItems);
}

/** The sign-in form's state: the values, the messages shown, and sending it. */
function useLoginForm(webLoginEnabled: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LoginBody>({ Login: '', Password: '' });
  const fields = useFormState<LoginFieldName>({ order: LOGIN_FIELDS });
  const [submitted, setSubmitted] = useState(false);
  const checks = validate(form);
  /** The server's message for the field, else (once submitted) the form's own check. */
  const errorFor = (field: LoginFieldName) => fields.serverErrors[field] ?? (submitted ? checks[field] : undefined);

  const mutation = useMutation({
    mutationFn: logIn,
    onSuccess: (result) => {
      setAuthToken(result.Token);
      rememberUser(result.User);
      clearUserQueries(queryClient);
      navigate(landingPathFor(result.User), { replace: true });
    },
    onError: (error) => fields.setServerErrors(serverFieldMessages(error, loginFieldOf)),
  });

  const update = (field: keyof LoginBody, value: string) => {
    setForm({ ...form, [field]: value });
    fields.setServerErrors({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!webLoginEnabled || mutation.isPending) return;
    setSubmitted(true);
    fields.setServerErrors({});
    if (fields.focusFirst(checks)) return;
    mutation.mutate({ Login: form.Login.trim(), Password: form.Password });
  };

  return {
    form,
    errorFor,
    update,
    onSubmit,
    pending: mutation.isPending,
    serverError: mutation.error ? mutation.error.message : null,
    // A suspended member cannot sign in, so they appeal through Tech support, which works signed out.
    suspended: hasErrorCode(mutation.error, ErrorCode.ACCOUNT_SUSPENDED),
  };
}

/**
 * /login: signs in with an email or username and a password, unless the server runs with
 * WEB_LOGIN=disabled, in which case the submit control stays disabled and the page points to the app.
 */
export function LoginPage() {
  const { webLoginEnabled } = useRuntimeConfig();
  const { form, errorFor, update, onSubmit, pending, serverError, suspended } = useLoginForm(webLoginEnabled);

  return (
    <PageShell>
      <h1 className={shell.title}>{loginWords.title}</h1>
      <p className={shell.lead}>{loginWords.lead}</p>
      {webLoginEnabled ? null : (
        <Alert tone="info" live={false}>
          <p>{loginMessages.disabled}</p>
        </Alert>
      )}
      {serverError ? (
        <Alert tone="error">
          <p>{serverError}</p>
          {suspended ? (
            <p>
              <Link to={suspensionEmail.appealPath}>{supportMessages.techSupportTitle}</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={loginWords.formLabel}>
        <LoginField
          id="login"
          label={loginWords.loginLabel}
          value={form.Login}
          error={errorFor('login')}
          onChange={(event) => update('Login', event.target.value)}
        />
        <PasswordField
          id="password"
          label={loginWords.passwordLabel}
          name="password"
          value={form.Password}
          error={errorFor('password')}
          onChange={(event) => update('Password', event.target.value)}
        />
        <div className={styles.forgot}>
          <Link to={paths.forgotPassword}>{loginWords.forgot}</Link>
        </div>
        <Button type="submit" block size="large" disabled={!webLoginEnabled || pending}>
          {pending ? loginWords.signingIn : loginWords.signIn}
        </Button>
      </form>
      <ul className={shell.links}>
        <li>
          {loginWords.newHere} <Link to={paths.register}>{loginWords.createAccount}</Link>
        </li>
        <li>
          <Link to={paths.home}>{loginWords.whatIsSwapsies}</Link>
        </li>
      </ul>
    </PageShell>
  );
}
