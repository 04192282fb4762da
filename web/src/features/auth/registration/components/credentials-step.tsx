import { commonWords, legalWords, registrationWords } from '@swapsies/contract';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/lib/paths.ts';
import type { Availability } from '../hooks/use-availability.ts';
import { bindTextField, type TextFieldBinding } from '../lib/bind-text-field.ts';
import { PasswordStrength } from './password-strength.tsx';
import styles from './registration.module.css';

type CredentialsField = 'username' | 'email' | 'password' | 'confirmPassword';

export interface CredentialsStepProps extends TextFieldBinding<CredentialsField> {
  charity: boolean;
  usernameStatus: Availability;
  emailStatus: Availability;
}

function statusText(status: Availability, availableText: string): string {
  if (status === 'checking') return 'Checking availability…';
  if (status === 'available') return availableText;
  return '';
}

/** A link that opens in a new tab, so the half-finished sign-up in this one stays as it is. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{commonWords.opensInNewTab}</span>
    </Link>
  );
}

/** Step 4: handle or charity number, email, password and confirmation, and the terms. */
export function CredentialsStep(props: CredentialsStepProps) {
  const { form, charity, usernameStatus, emailStatus } = props;
  const field = (name: CredentialsField) => bindTextField(name, props);
  return (
    <div className={styles.fields}>
      <TextField
        {...field('username')}
        label={charity ? registrationWords.charityNumberLabel : registrationWords.handleLabel}
        hint={charity ? registrationWords.charityNumberHint : registrationWords.handleHint}
        prefix={charity ? undefined : '@'}
        status={statusText(
          usernameStatus,
          charity ? registrationWords.charityNumberAvailable : registrationWords.handleAvailable,
        )}
        statusTone={usernameStatus === 'available' ? 'success' : 'neutral'}
        autoComplete="username"
        inputMode={charity ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...field('email')}
        label={registrationWords.emailLabel}
        type="email"
        status={statusText(emailStatus, 'Email is available')}
        statusTone={emailStatus === 'available' ? 'success' : 'neutral'}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <TextField
        {...field('password')}
        label={registrationWords.passwordLabel}
        type="password"
        hint="At least 8 characters, with an upper-case letter, a lower-case letter and a digit."
        autoComplete="new-password"
        maxLength={128}
      >
        <PasswordStrength password={form.password} />
      </TextField>
      <TextField
        {...field('confirmPassword')}
        label={registrationWords.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <p className={styles.terms}>
        {registrationWords.termsBefore}{' '}
        <NewTabLink to={paths.legal('terms-of-service')}>{legalWords.documents['terms-of-service']}</NewTabLink>{' '}
        {registrationWords.and}{' '}
        <NewTabLink to={paths.legal('privacy-policy')}>{legalWords.documents['privacy-policy']}</NewTabLink>.
      </p>
    </div>
  );
}
