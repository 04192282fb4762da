/**
 * The state of the four-step registration form and the rules that decide which messages it
 * shows and whether a step may be left. Every rule comes from @swapsies/contract;
 * this file only decides which rule belongs to which field and step.
 */
import {
  AccountType,
  CATEGORY_CAP,
  CAUSES_MAX,
  CAUSES_MIN,
  checkAddressLive,
  checkAddressStep,
  checkCategories,
  checkEmail,
  checkLegalName,
  checkPassword,
  checkPasswordConfirmation,
  checkPersonName,
  checkPostcode,
  checkUsername,
  type RegisterBody,
  registrationMessages,
  STARTER_PACKS_MAX,
  STARTER_PACKS_MIN,
  UK_COUNTRY_ID,
} from '@swapsies/contract';
import type { EncodedPhoto } from '@/lib/encode-photo.ts';

const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];
export const LAST_STEP: Step = 4;

/** The step `by` steps on from `step` (back with -1); null past the first or the last. */
export function stepAfter(step: Step, by: 1 | -1): Step | null {
  return STEPS[STEPS.indexOf(step) + by] ?? null;
}

export interface RegistrationForm {
  type: AccountType;
  /** Starter pack IDs (personal) or charity cause IDs (charity), in the order chosen. */
  selection: number[];
  /** First name, or the charity's legal name. */
  firstName: string;
  lastName: string;
  address: string;
  /** A person's postcode, optional: only its district is kept, for distances (a charity's comes from its address). */
  postcode: string;
  country: number;
  /** Profile photo (personal, optional) or official charity logo (charity, required). */
  photo: EncodedPhoto | null;
  /** Handle (personal) or charity number (charity). */
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type FieldName = keyof RegistrationForm;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const initialForm: RegistrationForm = {
  type: AccountType.Personal,
  selection: [],
  firstName: '',
  lastName: '',
  address: '',
  postcode: '',
  country: UK_COUNTRY_ID,
  photo: null,
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The step that holds each field. */
export const fieldStep: Record<FieldName, Step> = {
  type: 1,
  selection: 2,
  firstName: 3,
  lastName: 3,
  address: 3,
  postcode: 3,
  country: 3,
  photo: 3,
  username: 4,
  email: 4,
  password: 4,
  confirmPassword: 4,
};

/** The fields of each step, in the order they are shown. */
export const stepFields: Record<Step, FieldName[]> = {
  1: ['type'],
  2: ['selection'],
  3: ['firstName', 'lastName', 'address', 'postcode', 'country', 'photo'],
  4: ['username', 'email', 'password', 'confirmPassword'],
};

/** The payload field names of RegisterBody (and of the server's VALIDATION_ERROR Errors) → form fields. */
export const serverFieldNames: Record<string, FieldName> = {
  Type: 'type',
  Categories: 'selection',
  FirstName: 'firstName',
  LastName: 'lastName',
  Address: 'address',
  Postcode: 'postcode',
  Country: 'country',
  EncodedProfilePhoto: 'photo',
  Username: 'username',
  Email: 'email',
  Password: 'password',
  ConfirmPassword: 'confirmPassword',
};

/** The id of step 2's range message, shown beside Next, which the checkboxes name as their error. */
export const SELECTION_ERROR_ID = 'selection-error';

export const isCharity = (form: Pick<RegistrationForm, 'type'>): boolean => form.type === AccountType.Charity;

/** 1 or 2 starter packs for a person, 1 to 3 causes for a charity. */
export function selectionRange(type: AccountType): { min: number; max: number; message: string } {
  return type === AccountType.Charity
    ? { min: CAUSES_MIN, max: CAUSES_MAX, message: registrationMessages.causesRange }
    : { min: STARTER_PACKS_MIN, max: STARTER_PACKS_MAX, message: registrationMessages.packsRange };
}

/**
 * The union of the category paths of the chosen packs or causes, in the order chosen,
 * capped at CATEGORY_CAP (40).
 */
export function selectedCategories(
  selection: readonly number[],
  options: readonly { ID: number; Categories: readonly string[] }[],
): string[] {
  const paths = new Set<string>();
  for (const id of selection) {
    const option = options.find((candidate) => candidate.ID === id);
    for (const path of option?.Categories ?? []) paths.add(path);
  }
  return [...paths].slice(0, CATEGORY_CAP);
}

/**
 * Every field's message, or null. `address` decides which address rule applies: the live one
 * (complete address, 10 characters) for what is shown, the step one (5 characters) for leaving step 3.
 */
export function checkFields(
  form: RegistrationForm,
  categories: readonly string[],
  address: 'live' | 'step',
): Record<FieldName, string | null> {
  const charity = isCharity(form);
  const range = selectionRange(form.type);
  const count = form.selection.length;
  return {
    type: null,
    selection: count < range.min || count > range.max ? range.message : checkCategories(categories),
    firstName: charity ? checkLegalName(form.firstName) : checkPersonName(form.firstName),
    lastName: charity ? null : checkPersonName(form.lastName, registrationMessages.lastNameRequired),
    address: charity ? (address === 'live' ? checkAddressLive : checkAddressStep)(form.address) : null,
    postcode: charity ? null : checkPostcode(form.postcode),
    country: form.country === UK_COUNTRY_ID ? null : registrationMessages.countryInvalid,
    photo: charity && !form.photo ? registrationMessages.logoRequired : null,
    username: checkUsername(form.type, form.username),
    email: checkEmail(form.email),
    password: checkPassword(form.password),
    confirmPassword: checkPasswordConfirmation(form.password, form.confirmPassword),
  };
}

/** The messages that keep `step` from being left (empty when the step is valid). */
export function stepErrors(form: RegistrationForm, categories: readonly string[], step: Step): FieldErrors {
  const all = checkFields(form, categories, 'step');
  const errors: FieldErrors = {};
  for (const field of stepFields[step]) {
    const message = all[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The form when the account type changes: what belongs to the other type is cleared. */
export function switchAccountType(form: RegistrationForm, type: AccountType): RegistrationForm {
  if (form.type === type) return form;
  // Packs and causes, names, address, photo (profile photo vs official logo) and the username
  // (handle vs charity number) mean different things for the two types; email and password stay.
  return {
    ...initialForm,
    type,
    email: form.email,
    password: form.password,
    confirmPassword: form.confirmPassword,
  };
}

/** The POST /register payload (the contract's RegisterBody). */
export function buildRegisterBody(form: RegistrationForm, categories: readonly string[], now: Date): RegisterBody {
  const charity = isCharity(form);
  return {
    Type: form.type,
    FirstName: form.firstName.trim(),
    LastName: charity ? '' : form.lastName.trim(),
    Username: form.username,
    Email: form.email.trim().toLowerCase(),
    Password: form.password,
    ConfirmPassword: form.confirmPassword,
    Categories: [...categories],
    Country: UK_COUNTRY_ID,
    ...(charity ? { Address: form.address.trim() } : {}),
    ...(!charity && form.postcode.trim() ? { Postcode: form.postcode.trim() } : {}),
    ...(form.photo ? { EncodedProfilePhoto: form.photo.encoded } : {}),
    TermsAccepted: true,
    TermsAcceptedDate: now.toISOString(),
  };
}
