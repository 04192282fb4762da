import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** The classes of a button's look, for an element that must look like one (a file input's label). */
export function buttonClasses({ variant = 'primary', size = 'medium', block = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, block }, className)} {...rest} />;
}

export interface ButtonLinkProps extends LinkProps, Look {}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, block }, className)} {...rest} />;
}

export interface InertLinkProps extends Look {
  children: ReactNode;
  /** Look like a button rather than a text link. */
  asButton?: boolean;
  className?: string;
  /** Why it is off, read by screen readers after the link text. */
  reason?: string;
}

/**
 * A link that is switched off (greyed, disabled, not focusable). It has no href and no
 * tab stop, but keeps the link role with aria-disabled so screen readers say it is unavailable.
 */
export function InertLink({ children, asButton = false, className, reason, ...look }: InertLinkProps) {
  const cls = asButton ? buttonClasses(look, className) : [styles.inert, className].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/useValidAnchor: deliberately inert, as the specification requires
    <a role="link" aria-disabled="true" className={cls}>
      {children}
      {reason ? <span className="visually-hidden"> ({reason})</span> : null}
    </a>
  );
}
