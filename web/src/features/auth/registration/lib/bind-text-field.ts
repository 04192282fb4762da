import type { ChangeEvent } from 'react';
import type { FieldName, RegistrationForm } from './registration-form.ts';

/** The fields of the form typed as text. */
export type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'postcode'
  | 'username'
  | 'email'
  | 'password'
  | 'confirmPassword';

/** What a step gets from the page to run its text fields. */
export interface TextFieldBinding<F extends TextFieldName> {
  form: RegistrationForm;
  errorFor: (field: FieldName) => string | null;
  onText: (field: F, value: string) => void;
  onBlur: (field: FieldName) => void;
}

/**
 * The TextField props that tie `field` to the form: its id (and so its name), value, change and
 * blur handlers and message, in the compact look of the registration page.
 */
export function bindTextField<F extends TextFieldName>(
  field: F,
  { form, errorFor, onText, onBlur }: TextFieldBinding<F>,
) {
  return {
    compact: true,
    id: field,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onText(field, event.target.value),
    onBlur: () => onBlur(field),
    error: errorFor(field),
  };
}
