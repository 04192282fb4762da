/**
 * The state and the Save of /edit-profile: the rules are checked from the first Save on; the
 * profile goes with PUT /user only if it changed, then the password with POST /change-password
 * only if a new one was typed; on success the member goes to /profile, told in a toast what
 * happened (saved, or nothing to save).
 */
import { ErrorCode, profileMessages, type User } from '@swapsies/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { serverFieldMessages, useFormState } from '@/lib/use-form-state.ts';
import { useUpdateUser } from '../../api/update-user.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  PROFILE_FIELDS,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  passwordChange,
  profileChanges,
  profileFieldIds,
  profileFieldOf,
  profileFormValues,
  validateProfile,
} from '../lib/profile-form.ts';

const idOf = (field: ProfileField) => profileFieldIds[field];

export function useEditProfile(user: User) {
  const navigate = useNavigate();
  const toast = useToast();
  const updateUser = useUpdateUser();
  const changePassword = useChangePassword();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const saving = updateUser.isPending || changePassword.isPending;
  const form = useFormState<ProfileField>({ order: PROFILE_FIELDS, idOf, holdFocus: saving });

  // The rules speak from the first Save on and follow the typing after it; the server's messages until the field changes.
  const ruleErrors = submitted ? validateProfile(user, values) : {};
  const errors: ProfileErrors = { ...form.serverErrors, ...ruleErrors };

  function set<F extends ProfileField>(field: F, value: ProfileFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  }

  /** A refusal's field messages on their fields (focusing the first); answers whether there were any. */
  function placeOnFields(error: unknown, extra: ProfileErrors = {}): boolean {
    const messages = { ...serverFieldMessages(error, profileFieldOf), ...extra };
    form.setServerErrors(messages);
    return form.focusFirst(messages) !== null;
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setFormError(null);
    form.setServerErrors({});
    if (form.focusFirst(validateProfile(user, values))) return;

    const changes = profileChanges(user, values);
    if (changes) {
      try {
        await updateUser.mutateAsync(changes);
        // Saved: a retry of a failed password change must not send the photo again.
        setValues((current) => ({ ...current, photo: null }));
      } catch (error) {
        if (!placeOnFields(error)) {
          setFormError(describeError(error, { otherwise: profileMessages.profileFailed, catalogueFirst: true }));
        }
        return;
      }
    }

    const password = passwordChange(values);
    if (password) {
      try {
        await changePassword.mutateAsync(password);
      } catch (error) {
        const wrong = error instanceof ApiError && error.code === ErrorCode.WRONG_PASSWORD;
        if (!placeOnFields(error, wrong ? { currentPassword: error.message } : {})) {
          setFormError(describeError(error, { otherwise: profileMessages.passwordFailed, catalogueFirst: true }));
        }
        return;
      }
    }

    if (changes || password) toast.success(profileMessages.profileSaved);
    else toast.info(profileMessages.profileUnchanged);
    navigate(paths.profile);
  }

  return { values, set, errors, formError, saving, save, cancel: () => navigate(paths.profile) };
}
