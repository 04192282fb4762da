import { PASSWORD_MIN_RESET, recoveryMessages } from '@swapsies/contract';

export interface ResetFields {
  password: string;
  confirmPassword: string;
}

export type ResetErrors = Partial<Record<keyof ResetFields, string>>;

/** The reset form's rules: a password is required and at least 6 characters; its confirmation required and equal. */
export function validateReset({ password, confirmPassword }: ResetFields): ResetErrors {
  const errors: ResetErrors = {};
  if (!password) errors.password = recoveryMessages.passwordRequired;
  else if (password.length < PASSWORD_MIN_RESET) errors.password = recoveryMessages.passwordTooShort;
  if (!confirmPassword) errors.confirmPassword = recoveryMessages.confirmRequired;
  else if (confirmPassword !== password) errors.confirmPassword = recoveryMessages.confirmMismatch;
  return errors;
}

/** The forgot-password form's rule: an email or username is required. */
export function validateLogin(login: string): string | undefined {
  return login.trim() ? undefined : recoveryMessages.loginRequired;
}
