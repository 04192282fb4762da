/**
 * The /edit-profile form: its values, the rules of 001 §5 "Profile save" (all from the contract),
 * what PUT /user and POST /change-password are sent, and where the server's field messages go.
 */
import {
  AccountType,
  type ChangePasswordBody,
  checkAddressStep,
  checkFirstName,
  checkLastName,
  PASSWORD_MIN_RESET,
  recoveryMessages,
  splitFullName,
  type UpdateUserBody,
  type User,
} from '@swapsies/contract';
import type { EncodedPhoto } from '@/lib/encode-photo.ts';
import type { FieldMessages } from '@/lib/use-form-state.ts';

export interface ProfileFormValues {
  /** A chosen new photo; null keeps the current one. */
  photo: EncodedPhoto | null;
  /** The full name of a person, or a charity's legal name. */
  name: string;
  /** Charities only. */
  address: string;
  currentPassword: string;
  newPassword: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = FieldMessages<ProfileField>;

/** The fields in the order of the page: the first failing one gets the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['photo', 'name', 'address', 'currentPassword', 'newPassword'];

/** The element ids of the fields (the photo's is its group). */
export const profileFieldIds: Record<ProfileField, string> = {
  photo: 'profile-photo',
  name: 'profile-name',
  address: 'profile-address',
  currentPassword: 'current-password',
  newPassword: 'new-password',
};

export function isCharity(user: Pick<User, 'Type'>): boolean {
  return user.Type === AccountType.Charity;
}

/** A charity's username is its charity number: all digits. */
export function isCharityNumber(username: string): boolean {
  return /^\d+$/.test(username);
}

export function profileFormValues(user: User): ProfileFormValues {
  return {
    photo: null,
    name: isCharity(user) ? user.FirstName : `${user.FirstName} ${user.LastName}`.trim(),
    address: user.Address,
    currentPassword: '',
    newPassword: '',
  };
}

/** FirstName and LastName as the form sends them: a person's full name split at the first space, a charity's legal name alone. */
function names(user: Pick<User, 'Type'>, values: ProfileFormValues): { FirstName: string; LastName: string } {
  return isCharity(user)
    ? { FirstName: values.name.trim().replace(/\s+/g, ' '), LastName: '' }
    : splitFullName(values.name);
}

/** The messages of 001 §5 "Profile save", by field. */
export function validateProfile(user: Pick<User, 'Type'>, values: ProfileFormValues): ProfileErrors {
  const { FirstName, LastName } = names(user, values);
  const errors: ProfileErrors = {};
  const name = checkFirstName(user.Type, FirstName) ?? checkLastName(user.Type, LastName);
  if (name) errors.name = name;
  if (isCharity(user)) {
    const address = checkAddressStep(values.address);
    if (address) errors.address = address;
  }
  if (values.newPassword) {
    if (!values.currentPassword) errors.currentPassword = recoveryMessages.oldPasswordRequired;
    if (values.newPassword.length < PASSWORD_MIN_RESET) errors.newPassword = recoveryMessages.newPasswordTooShort;
  }
  return errors;
}

/**
 * The PUT /user payload, or null when nothing changed. When the name or address changed, all
 * three go as 001 §5 has them: a person's full name split in two and an empty address; a
 * charity's legal name as FirstName, an empty LastName and the address. A new photo goes as
 * EncodedProfilePhoto.
 */
export function profileChanges(user: User, values: ProfileFormValues): UpdateUserBody | null {
  const details = { ...names(user, values), Address: isCharity(user) ? values.address.trim() : '' };
  const detailsChanged =
    details.FirstName !== user.FirstName || details.LastName !== user.LastName || details.Address !== user.Address;
  const changes: UpdateUserBody = detailsChanged ? details : {};
  if (values.photo) changes.EncodedProfilePhoto = values.photo.encoded;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The POST /change-password payload, or null when no new password was typed. The form has no confirmation field. */
export function passwordChange(values: ProfileFormValues): ChangePasswordBody | null {
  if (!values.newPassword) return null;
  return { OldPassword: values.currentPassword, NewPassword: values.newPassword, ConfirmPassword: values.newPassword };
}

const serverFields: Record<string, ProfileField> = {
  FirstName: 'name',
  LastName: 'name',
  Address: 'address',
  EncodedProfilePhoto: 'photo',
  OldPassword: 'currentPassword',
  NewPassword: 'newPassword',
  ConfirmPassword: 'newPassword',
};

/** The server's field messages ("FirstName", "OldPassword", ...) placed on the form's fields. */
export function profileFieldOf(serverField: string): ProfileField | null {
  return serverFields[serverField.split(/[./]/)[0] ?? ''] ?? null;
}
