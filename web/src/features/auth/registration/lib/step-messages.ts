/** The messages of the registration that come from more than one field's own rule. */
import { registrationMessages } from '@swapsies/contract';
import { type FieldErrors, type Step, stepFields } from './registration-form.ts';

/** "Taken" under the username (handle or charity number) and the email the server says are in use. */
export function takenErrors(charity: boolean, usernameTaken: boolean, emailTaken: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (usernameTaken)
    errors.username = charity ? registrationMessages.charityNumberTaken : registrationMessages.handleTaken;
  if (emailTaken) errors.email = registrationMessages.emailTaken;
  return errors;
}

/**
 * Why the step cannot be left, said beside Next, where the member pressed: on a phone the sticky
 * bar keeps it in view however long the step is. Step 2 has no field to put it under, so its
 * message lives there only, live; later steps say their problem there after a refused Next (or
 * how many fields have one), until the member edits.
 */
export function heldMessage(
  step: Step,
  heldAt: Step | null,
  selectionError: string | null,
  blocking: FieldErrors,
): string | null {
  if (step === 2) return selectionError;
  if (heldAt !== step) return null;
  const failing = stepFields[step].flatMap((field) => blocking[field] ?? []);
  if (failing.length > 1) return `Please check the ${failing.length} fields marked above.`;
  return failing[0] ?? null;
}
