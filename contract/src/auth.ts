/** Sign-in, registration, password recovery and sessions: the call shapes, the registration rules and their messages. */
import { type Static, Type } from 'typebox';
import { checkPostcode, POSTCODE_MAX } from './areas.ts';
import { body, EncodedPhoto, envelope, Text } from './envelope.ts';
import type { FieldError } from './errors.ts';
import {
  ADDRESS_LIVE_MIN,
  ADDRESS_MAX,
  ADDRESS_STEP_MIN,
  CATEGORY_CAP,
  CHARITY_NUMBER_MAX,
  CHARITY_NUMBER_MIN,
  EMAIL_MAX,
  HANDLE_MAX,
  HANDLE_MIN,
  LOGIN_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN_REGISTER,
  UK_COUNTRY_ID,
} from './limits.ts';
import { User } from './users.ts';
import { areaMessages } from './words/areas.ts';
import { registrationMessages } from './words/auth.ts';

/** `ref`: the invite code (the inviter's username in base64); `sig`: the signature the app's own invite links carry. */
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
  /** Optional, individuals only: of the postcode only its district is kept (a charity's comes from its address). */
  Postcode: Type.Optional(Text({ maxLength: POSTCODE_MAX })),
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

/**
 * The registration rules, shared so that the web app's live checks and the
 * server's checks can never disagree. Each check answers the message to show, or null.
 */
export const AccountType = { Personal: 1, Charity: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

const PERSON_NAME = /^[\p{L}' -]+$/u;
const LEGAL_NAME = /^[\p{L}\p{N}&.,'() -]+$/u;
const HANDLE = /^[a-z0-9_]+$/;
const DIGITS = /^[0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PASSWORD_CHARS = /^[A-Za-z0-9@#$%^&*()_+\-=[\]{}|\\:;"',.<>?/!]+$/;
const SYMBOL = /[@#$%^&*()_+\-=[\]{}|\\:;"',.<>?/!]/;
export const CATEGORY_PATH = /^[0-9]{1,9}-[0-9]{1,9}-[0-9]{1,9}$/;

type Check = string | null;

export function checkPersonName(
  value: string,
  requiredMessage: string = registrationMessages.firstNameRequired,
): Check {
  const name = value.trim();
  if (!name) return requiredMessage;
  if (name.length < NAME_MIN) return registrationMessages.nameTooShort;
  if (!PERSON_NAME.test(name)) return registrationMessages.nameChars;
  return null;
}

export function checkLegalName(value: string): Check {
  const name = value.trim();
  if (!name) return registrationMessages.legalNameRequired;
  if (name.length < NAME_MIN) return registrationMessages.nameTooShort;
  if (!LEGAL_NAME.test(name)) return registrationMessages.legalNameChars;
  return null;
}

/** What the handle input keeps of what was typed: lowercase letters, digits and underscores. */
export function normaliseHandleInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_]/g, '');
}

/** What the charity number input keeps of what was typed: digits. */
export function normaliseCharityNumberInput(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

export function checkHandle(value: string): Check {
  if (!value) return registrationMessages.handleRequired;
  if (!HANDLE.test(value)) return registrationMessages.handleChars;
  if (value.length < HANDLE_MIN) return registrationMessages.handleTooShort;
  if (value.length > HANDLE_MAX) return registrationMessages.handleTooLong;
  return null;
}

export function checkCharityNumber(value: string): Check {
  if (!value) return registrationMessages.charityNumberRequired;
  if (!DIGITS.test(value)) return registrationMessages.charityNumberChars;
  if (value.length < CHARITY_NUMBER_MIN || value.length > CHARITY_NUMBER_MAX) {
    return registrationMessages.charityNumberLength;
  }
  return null;
}

export function checkUsername(type: AccountType, value: string): Check {
  return type === AccountType.Charity ? checkCharityNumber(value) : checkHandle(value);
}

export function checkEmail(value: string): Check {
  return EMAIL.test(value.trim()) ? null : registrationMessages.emailInvalid;
}

export function checkPassword(value: string): Check {
  if (!value) return registrationMessages.passwordRequired;
  if (!PASSWORD_CHARS.test(value)) return registrationMessages.passwordChars;
  if (value.length < PASSWORD_MIN_REGISTER) return registrationMessages.passwordTooShort;
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/[0-9]/.test(value)) {
    return registrationMessages.passwordComposition;
  }
  return null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): Check {
  return password === confirmation ? null : registrationMessages.passwordMismatch;
}

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** The registration form's password strength meter: one point per rule met; hidden (null) when empty. */
export function passwordStrength(value: string): { score: number; label: PasswordStrength } | null {
  if (!value) return null;
  const score = [
    value.length >= 8,
    value.length >= 12,
    /[A-Z]/.test(value),
    /[a-z]/.test(value),
    /[0-9]/.test(value),
    SYMBOL.test(value),
  ].filter(Boolean).length;
  const label: PasswordStrength = score < 3 ? 'Weak' : score <= 4 ? 'Medium' : 'Strong';
  return { score, label };
}

/** The live message under the address field (shown under 10 characters). */
export function checkAddressLive(value: string): Check {
  return value.trim().length < ADDRESS_LIVE_MIN ? registrationMessages.addressRequired : null;
}

/** The address rule that lets step 3 pass (at least 5 characters). */
export function checkAddressStep(value: string): Check {
  return value.trim().length < ADDRESS_STEP_MIN ? registrationMessages.addressRequired : null;
}

export function checkCategories(paths: readonly string[]): Check {
  if (paths.length === 0) return registrationMessages.categoriesRequired;
  if (paths.length > CATEGORY_CAP) return registrationMessages.categoriesCap;
  return null;
}

export interface RegistrationInput {
  Type: AccountType;
  FirstName: string;
  LastName: string;
  Username: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  Categories: string[];
  Country: number;
  Address?: string;
  Postcode?: string;
  EncodedProfilePhoto?: string;
  TermsAccepted: boolean;
}

/** Every registration rule that the server enforces, in the order of the form's fields. */
export function checkRegistration(input: RegistrationInput): FieldError[] {
  const charity = input.Type === AccountType.Charity;
  const checks: [string, Check][] = [
    ['FirstName', charity ? checkLegalName(input.FirstName) : checkPersonName(input.FirstName)],
    [
      'LastName',
      charity
        ? input.LastName.trim()
          ? 'A charity has no last name'
          : null
        : checkPersonName(input.LastName, registrationMessages.lastNameRequired),
    ],
    ['Address', charity ? checkAddressStep(input.Address ?? '') : null],
    [
      'Postcode',
      charity ? (input.Postcode?.trim() ? areaMessages.charityPostcode : null) : checkPostcode(input.Postcode ?? ''),
    ],
    ['EncodedProfilePhoto', charity && !input.EncodedProfilePhoto ? registrationMessages.logoRequired : null],
    ['Username', checkUsername(input.Type, input.Username)],
    ['Email', checkEmail(input.Email)],
    ['Password', checkPassword(input.Password)],
    ['ConfirmPassword', checkPasswordConfirmation(input.Password, input.ConfirmPassword)],
    ['Categories', checkCategories(input.Categories)],
    ['Country', input.Country === UK_COUNTRY_ID ? null : registrationMessages.countryInvalid],
    ['TermsAccepted', input.TermsAccepted ? null : registrationMessages.termsRequired],
  ];
  return checks.flatMap(([Field, Message]) => (Message ? [{ Field, Message }] : []));
}
