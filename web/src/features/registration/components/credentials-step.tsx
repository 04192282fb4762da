import { Link } from 'react-router';
import type { Availability } from '../hooks/use-availability.ts';
import type { FieldName, RegistrationForm } from '../lib/registration-form.ts';
import { PasswordStrength } from './password-strength.tsx';
import styles from './registration.module.css';
import { TextField } from './text-field.tsx';

export interface CredentialsStepProps {
  form: RegistrationForm;
  charity: boolean;
  errorFor: (field: FieldName) => string | null;
  onText: (field: 'username' | 'email' | 'password' | 'confirmPassword', value: string) => void;
  onBlur: (field: FieldName) => void;
  usernameStatus: Availability;
  emailStatus: Availability;
}

function statusText(status: Availability, availableText: string): string {
  if (status === 'checking') return 'Checking availability…';
  if (status === 'available') return availableText;
  return '';
}

/** Step 4: handle or charity number, email, password and confirmation, and the terms. */
export function CredentialsStep({
  form,
  charity,
  errorFor,
  onText,
  onBlur,
  usernameStatus,
  emailStatus,
}: CredentialsStepProps) {
  return (
    <div className={styles.fields}>
      <TextField
        id="username"
        label={charity ? 'Charity number' : 'Handle'}
        value={form.username}
        onChange={(value) => onText('username', value)}
        onBlur={() => onBlur('username')}
        error={errorFor('username')}
        hint={
          charity
            ? 'Your registered charity number: 6 to 8 digits. It is also your username.'
            : '8 to 32 characters: lowercase letters, digits and underscores. Friends find you by it.'
        }
        prefix={charity ? undefined : '@'}
        status={statusText(usernameStatus, charity ? 'Charity number is available' : 'Handle is available')}
        statusClassName={usernameStatus === 'available' ? styles.statusAvailable : undefined}
        autoComplete="username"
        inputMode={charity ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        id="email"
        label="Email"
        type="email"
        value={form.email}
        onChange={(value) => onText('email', value)}
        onBlur={() => onBlur('email')}
        error={errorFor('email')}
        status={statusText(emailStatus, 'Email is available')}
        statusClassName={emailStatus === 'available' ? styles.statusAvailable : undefined}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        value={form.password}
        onChange={(value) => onText('password', value)}
        onBlur={() => onBlur('password')}
        error={errorFor('password')}
        hint="At least 8 characters, with an upper-case letter, a lower-case letter and a digit."
        autoComplete="new-password"
        maxLength={128}
      >
        <PasswordStrength password={form.password} />
      </TextField>
      <TextField
        id="confirmPassword"
        label="Confirm password"
        type="password"
        value={form.confirmPassword}
        onChange={(value) => onText('confirmPassword', value)}
        onBlur={() => onBlur('confirmPassword')}
        error={errorFor('confirmPassword')}
        autoComplete="new-password"
        maxLength={128}
      />
      <p className={styles.terms}>
        By creating an account you accept our <Link to="/legal/terms-of-service">Terms of Service</Link> and{' '}
        <Link to="/legal/privacy-policy">Privacy Policy</Link>.
      </p>
    </div>
  );
}
