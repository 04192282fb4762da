import { passwordStrength, registrationWords } from '@swapsies/contract';
import styles from './registration.module.css';

const MAX_SCORE = 6;
const tone = { Weak: styles.strengthWeak, Medium: styles.strengthMedium, Strong: styles.strengthStrong } as const;

/** The password strength meter; nothing at all while the password is empty. */
export function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className={styles.strength} aria-live="polite">
      {strength ? (
        <>
          <meter
            className={styles.strengthMeter}
            min={0}
            max={MAX_SCORE}
            low={3}
            high={5}
            optimum={MAX_SCORE}
            value={strength.score}
            aria-label={registrationWords.passwordStrength}
            aria-valuetext={strength.label}
          />
          <p className={`${styles.strengthText} ${tone[strength.label]}`} data-testid="password-strength">
            {registrationWords.passwordStrengthIs} <strong>{strength.label}</strong>
          </p>
        </>
      ) : null}
    </div>
  );
}
