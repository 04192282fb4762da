import { TextField, type TextFieldProps } from '@/components/ui/text-field.tsx';

type FieldProps = Omit<
  TextFieldProps,
  'name' | 'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'revealable'
>;

/** The email-or-username field of signing in and of asking for a reset: filled as a username, never capitalised or corrected. */
export function LoginField(props: FieldProps) {
  return <TextField {...props} name="login" autoComplete="username" autoCapitalize="none" spellCheck={false} />;
}

/** A password field: hidden as it is typed, with a button that shows it. `fresh` for a new password, else the current one. */
export function PasswordField({ name, fresh = false, ...props }: FieldProps & { name: string; fresh?: boolean }) {
  return (
    <TextField
      {...props}
      name={name}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      revealable
    />
  );
}
