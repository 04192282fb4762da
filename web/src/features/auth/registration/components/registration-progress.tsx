import { registrationWords } from '@swapsies/contract';
import type { Step } from '../lib/registration-form.ts';
import styles from './registration.module.css';

export const STEP_COUNT = 4;

/** The title and one-line introduction of each step, for a person or a charity. */
export function stepCopy(step: Step, charity: boolean): { title: string; intro: string } {
  switch (step) {
    case 1:
      return { title: 'Who is joining?', intro: 'Choose the kind of account you need.' };
    case 2:
      return charity
        ? { title: 'Choose your causes', intro: 'Tell people what your charity can put to good use.' }
        : { title: 'Pick your starter packs', intro: 'A quick way to tell us what you would love to receive.' };
    case 3:
      return charity
        ? { title: 'About your charity', intro: 'How your charity appears to the people who follow it.' }
        : { title: 'About you', intro: 'How you appear to your friends.' };
    case 4:
      return { title: 'Your sign-in details', intro: 'Almost there. These are what you will sign in with.' };
  }
}

/** "Step n of 4" and the bar that fills as the steps go by. */
export function RegistrationProgress({ step, title }: { step: Step; title: string }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel} aria-hidden="true">
        <span>{registrationWords.stepOf(step, STEP_COUNT)}</span>
        <span>{title}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={registrationWords.progressLabel}
        aria-valuemin={0}
        aria-valuemax={STEP_COUNT - 1}
        aria-valuenow={step - 1}
        aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${title}`}
      >
        <div className={styles.progressFill} style={{ width: `${((step - 1) / (STEP_COUNT - 1)) * 100}%` }} />
      </div>
    </div>
  );
}
