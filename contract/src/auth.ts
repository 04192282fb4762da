import { type Static, Type } from 'typebox';
import { body, EncodedPhoto, envelope, Text } from './envelope.ts';
import { ADDRESS_MAX, CATEGORY_CAP, EMAIL_MAX, LOGIN_MAX, NAME_MAX, PASSWORD_MAX } from './limits.ts';
import { User } from './user.ts';

/** `ref`: the invite code (product-decisions §5); `sig`: the signature the app's own invite links carry. */
export const RegisterQuery = body({
  ref: Type.Optional(Text({ maxLength: 200 })),
  sig: Type.Optional(Text({ maxLength: 64 })),
});

export const RegisterBody = body({
  Type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  FirstName: Text({ maxLength: NAME_MAX }),
  LastName: Text({ maxLength: NAME_MAX }),
  Username: Text({ maxLength: 64 }),
  Email: Text({ maxLength: EMAIL_MAX }),
  Password: Text({ maxLength: PASSWORD_MAX }),
  ConfirmPassword: Text({ maxLength: PASSWORD_MAX }),
  Categories: Type.Array(Text({ maxLength: 32 }), { maxItems: CATEGORY_CAP }),
  Country: Type.Integer(),
  Address: Type.Optional(Text({ maxLength: ADDRESS_MAX })),
  EncodedProfilePhoto: Type.Optional(EncodedPhoto),
  TermsAccepted: Type.Boolean(),
  TermsAcceptedDate: Text({ maxLength: 40 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = body({
  Login: Text({ minLength: 1, maxLength: LOGIN_MAX }),
  Password: Text({ minLength: 1, maxLength: PASSWORD_MAX }),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginAnswer = envelope({ Token: Type.String(), User });
/** Registration signs the new member in as /login does, unless web login is switched off. */
export const RegisterAnswer = envelope({ Token: Type.Optional(Type.String()), User: Type.Optional(User) });
export type RegisterAnswer = Static<typeof RegisterAnswer>;

export const UsernameAvailabilityBody = body({ Username: Text({ maxLength: 64 }) });
export const EmailAvailabilityBody = body({ Email: Text({ maxLength: EMAIL_MAX }) });
export const AvailabilityAnswer = envelope({ Available: Type.Boolean() });

export const ForgotPasswordBody = body({ Login: Text({ maxLength: LOGIN_MAX }) });
export const ResetPasswordBody = body({
  Token: Text({ maxLength: 200 }),
  Password: Text({ maxLength: PASSWORD_MAX }),
  ConfirmPassword: Text({ maxLength: PASSWORD_MAX }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ChangePasswordBody = body({
  OldPassword: Text({ maxLength: PASSWORD_MAX }),
  NewPassword: Text({ maxLength: PASSWORD_MAX }),
  ConfirmPassword: Text({ maxLength: PASSWORD_MAX }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const recoveryMessages = {
  loginRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'A typo? Passwords do not match',
  invalidLink: 'Invalid reset link. Please make a new request.',
  sendFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  oldPasswordRequired: 'Enter your current password to set a new one',
  newPasswordTooShort: 'New password must be at least 6 characters',
} as const;

export const loginMessages = {
  disabled: 'Login via web is currently disabled. Please use the app to continue.',
  loginRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
} as const;
