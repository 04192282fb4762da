import { registrationWords } from '@swapsies/contract';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LAST_STEP, SELECTION_ERROR_ID, type Step } from '../lib/registration-form.ts';
import styles from './registration.module.css';

export interface StepActionsProps {
  step: Step;
  /** Why the step cannot be left, said beside Next. */
  stepMessage: string | null;
  /** A failure of the whole form. */
  formError: string | null;
  pending: boolean;
  onBack: () => void;
}

/** The bar under each step: its message, the form's failure, Back and Next (or Create Account). */
export function StepActions({ step, stepMessage, formError, pending, onBack }: StepActionsProps) {
  return (
    <div className={styles.actionBar} data-testid="step-actions">
      {stepMessage ? (
        // The id is the one step 2's checkboxes name in aria-describedby.
        <p id={step === 2 ? SELECTION_ERROR_ID : 'step-error'} className={styles.error} role="alert">
          {stepMessage}
        </p>
      ) : null}
      {formError ? (
        <Alert tone="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        {step > 1 ? (
          <Button variant="secondary" className={styles.action} onClick={onBack} disabled={pending}>
            {registrationWords.back}
          </Button>
        ) : null}
        <Button type="submit" className={`${styles.action} ${styles.forward}`} disabled={pending} aria-busy={pending}>
          {step < LAST_STEP
            ? registrationWords.next
            : pending
              ? registrationWords.creatingAccount
              : registrationWords.createAccount}
        </Button>
      </div>
    </div>
  );
}
