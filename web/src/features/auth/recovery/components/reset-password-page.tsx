import {
  type EmptyAnswer,
  ErrorCode,
  RESET_REDIRECT_MS,
  type ResetPasswordBody,
  recoveryMessages,
  recoveryWords,
} from '@swapsies/contract';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Illustration } from '@/components/ui/illustration.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { useFormState } from '@/lib/use-form-state.ts';
import { PasswordField } from '../../components/credential-fields.tsx';
import { resetPassword } from '../api/reset-password.ts';
import { type ResetFields, validateReset } from '../validation.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import styles from './recovery.module.css';

const RESET_FIELDS: readonly (keyof ResetFields)[] = ['password', 'confirmPassword'];

/** The link came without its token: nothing to reset with but a new request. */
function NoToken() {
  return (
    <PageShell>
      <h1 className={shell.title}>{recoveryWords.resetTitle}</h1>
      <Alert tone="error" live={false}>
        <p>{recoveryMessages.invalidLink}</p>
      </Alert>
      <ButtonLink to={paths.forgotPassword} block>
        {recoveryWords.requestNewLink}
      </ButtonLink>
    </PageShell>
  );
}

/** The new password is set: on to /login after RESET_REDIRECT_MS, or at once with the button. */
function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <PageShell>
      <div className={styles.icon} aria-hidden="true">
        <Illustration name="check" size={40} />
      </div>
      <h1 className={shell.title}>{recoveryWords.resetDone}</h1>
      <div role="status">
        <p className={shell.lead}>{recoveryWords.resetDoneLead}</p>
      </div>
      <ButtonLink to={paths.login} replace block>
        {recoveryWords.signInNow}
      </ButtonLink>
    </PageShell>
  );
}

type ResetMutation = UseMutationResult<EmptyAnswer, Error, ResetPasswordBody>;

/** The refusal's words: a wrong token says so (with a way to a new link), anything else asks to try again. */
function FailureAlert({ failure }: { failure: Error | null }) {
  if (!failure) return null;
  const wrongToken = failure instanceof ApiError && failure.code === ErrorCode.WRONG_RESET_TOKEN;
  return (
    <Alert tone="error">
      <p>{wrongToken ? failure.message : describeError(failure, { otherwise: recoveryMessages.resetFailed })}</p>
      {wrongToken ? (
        <p>
          <Link to={paths.forgotPassword}>{recoveryWords.requestNewLink}</Link>
        </p>
      ) : null}
    </Alert>
  );
}

function ChooseNewPassword({ token, mutation }: { token: string; mutation: ResetMutation }) {
  const [fields, setFields] = useState<ResetFields>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const form = useFormState<keyof ResetFields>({ order: RESET_FIELDS });
  // The messages show from the first submit on, and follow the typing after it.
  const errors = submitted ? validateReset(fields) : {};

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
      onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
    />
  );

  return (
    <PageShell>
      <h1 className={shell.title}>{recoveryWords.chooseTitle}</h1>
      <p className={shell.lead}>{recoveryWords.chooseLead}</p>
      <FailureAlert failure={mutation.error} />
      <form onSubmit={onSubmit} noValidate aria-label={recoveryWords.resetFormLabel}>
        {passwordField('password', recoveryWords.newPassword)}
        {passwordField('confirmPassword', recoveryWords.confirmPassword)}
        <Button type="submit" block size="large" disabled={mutation.isPending}>
          {mutation.isPending ? recoveryWords.saving : recoveryWords.resetPassword}
        </Button>
      </form>
      <BackToSignIn />
    </PageShell>
  );
}

/** /reset-password?token=: the link of the reset email, where the member chooses a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const mutation = useMutation({ mutationFn: resetPassword });
  if (!token) return <NoToken />;
  if (mutation.isSuccess) return <ResetDone />;
  return <ChooseNewPassword token={token} mutation={mutation} />;
}
