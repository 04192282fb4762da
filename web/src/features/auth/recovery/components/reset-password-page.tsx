import { ErrorCode, RESET_REDIRECT_MS, recoveryMessages } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Illustration } from '@/components/ui/illustration.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { PasswordField } from '@/features/auth/components/credential-fields.tsx';
import { resetPassword } from '@/features/auth/recovery/api/reset-password.ts';
import { type ResetFields, validateReset } from '@/features/auth/recovery/validation.ts';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useFormState } from '@/lib/use-form-state.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import styles from './recovery.module.css';

const RESET_FIELDS: readonly (keyof ResetFields)[] = ['password', 'confirmPassword'];

/** /reset-password?token=: the link of the reset email, where the member chooses a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [fields, setFields] = useState<ResetFields>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const form = useFormState<keyof ResetFields>({ order: RESET_FIELDS });

  const mutation = useMutation({ mutationFn: resetPassword });
  const succeeded = mutation.isSuccess;

  // After a successful reset, on to /login after RESET_REDIRECT_MS.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (!token) {
    return (
      <PageShell>
        <h1 className={shell.title}>Reset your password</h1>
        <Alert tone="error" live={false}>
          <p>{recoveryMessages.invalidLink}</p>
        </Alert>
        <ButtonLink to={paths.forgotPassword} block>
          Request a new link
        </ButtonLink>
      </PageShell>
    );
  }

  if (succeeded) {
    return (
      <PageShell>
        <div className={styles.icon} aria-hidden="true">
          <Illustration name="check" size={40} />
        </div>
        <h1 className={shell.title}>Password reset!</h1>
        <div role="status">
          <p className={shell.lead}>Your new password is set. Taking you to sign in…</p>
        </div>
        <ButtonLink to={paths.login} replace block>
          Sign in now
        </ButtonLink>
      </PageShell>
    );
  }

  // The messages show from the first submit on, and follow the typing after it.
  const errors = submitted ? validateReset(fields) : {};
  const update = (field: keyof ResetFields, value: string) => setFields({ ...fields, [field]: value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if (form.focusFirst(validateReset(fields))) return;
    mutation.mutate({ Token: token, Password: fields.password, ConfirmPassword: fields.confirmPassword });
  };

  const passwordField = (field: keyof ResetFields, label: string) => (
    <PasswordField
      id={field}
      label={label}
      name={field}
      fresh
      value={fields[field]}
      error={errors[field]}
      onChange={(event) => update(field, event.target.value)}
    />
  );

  const failure = mutation.error;
  const wrongToken = failure instanceof ApiError && failure.code === ErrorCode.WRONG_RESET_TOKEN;
  const failureMessage = failure ? (wrongToken ? failure.message : recoveryMessages.resetFailed) : null;

  return (
    <PageShell>
      <h1 className={shell.title}>Choose a new password</h1>
      <p className={shell.lead}>Make it at least 6 characters. Something you'll remember, mind.</p>
      {failureMessage ? (
        <Alert tone="error">
          <p>{failureMessage}</p>
          {wrongToken ? (
            <p>
              <Link to={paths.forgotPassword}>Request a new link</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
        {passwordField('password', 'New password')}
        {passwordField('confirmPassword', 'Confirm password')}
        <Button type="submit" block size="large" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
      <BackToSignIn />
    </PageShell>
  );
}
