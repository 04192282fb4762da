import { type Static, Type } from 'typebox';
import { body, envelope } from './envelope.ts';
import { ADDRESS_MAX, CATEGORY_CAP, EMAIL_MAX, LOGIN_MAX, NAME_MAX, PASSWORD_MAX, PHOTO_MAX_BYTES } from './limits.ts';
import { User } from './user.ts';

/** Base64 of at most 10 MB of image bytes. */
const encodedPhotoMax = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64;

export const RegisterQuery = body({ ref: Type.Optional(Type.String({ maxLength: 200 })) });

export const RegisterBody = body({
  Type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  FirstName: Type.String({ maxLength: NAME_MAX }),
  LastName: Type.String({ maxLength: NAME_MAX }),
  Username: Type.String({ maxLength: 64 }),
  Email: Type.String({ maxLength: EMAIL_MAX }),
  Password: Type.String({ maxLength: PASSWORD_MAX }),
  ConfirmPassword: Type.String({ maxLength: PASSWORD_MAX }),
  Categories: Type.Array(Type.String({ maxLength: 32 }), { maxItems: CATEGORY_CAP }),
  Country: Type.Integer(),
  Address: Type.Optional(Type.String({ maxLength: ADDRESS_MAX })),
  EncodedProfilePhoto: Type.Optional(Type.String({ maxLength: encodedPhotoMax })),
  TermsAccepted: Type.Boolean(),
  TermsAcceptedDate: Type.String({ maxLength: 40 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = body({
  Login: Type.String({ minLength: 1, maxLength: LOGIN_MAX }),
  Password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginAnswer = envelope({ Token: Type.String(), User });

export const UsernameAvailabilityBody = body({ Username: Type.String({ maxLength: 64 }) });
export const EmailAvailabilityBody = body({ Email: Type.String({ maxLength: EMAIL_MAX }) });
export const AvailabilityAnswer = envelope({ Available: Type.Boolean() });

export const ForgotPasswordBody = body({ Login: Type.String({ maxLength: LOGIN_MAX }) });
export const ResetPasswordBody = body({
  Token: Type.String({ maxLength: 200 }),
  Password: Type.String({ maxLength: PASSWORD_MAX }),
  ConfirmPassword: Type.String({ maxLength: PASSWORD_MAX }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ChangePasswordBody = body({
  OldPassword: Type.String({ maxLength: PASSWORD_MAX }),
  NewPassword: Type.String({ maxLength: PASSWORD_MAX }),
  ConfirmPassword: Type.String({ maxLength: PASSWORD_MAX }),
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
