import { useOfflineAction } from './offline.tsx';
import styles from './switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of a line that explains the switch (why it is disabled, for one). */
  describedBy?: string;
  /** The page's own look on top of the switch's. */
  className?: string;
}

/**
 * A setting that saves as soon as it moves: a checkbox with role="switch", drawn as a track with a
 * knob. None is any use offline: it waits for the connection, and says why.
 */
export function Switch({ checked, onChange, disabled, describedBy, className }: SwitchProps) {
  const offline = useOfflineAction();
  return (
    <input
      type="checkbox"
      role="switch"
      className={[styles.switch, className].filter(Boolean).join(' ')}
      checked={checked}
      aria-checked={checked}
      disabled={disabled || offline.offline}
      aria-describedby={offline.describedBy(describedBy)}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
