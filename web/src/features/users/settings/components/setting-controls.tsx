import { ChatVisibility, profileMessages } from '@swapsies/contract';
import { useId } from 'react';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import styles from './settings.module.css';

export interface SwitchRowProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of a line that explains the switch (why it is disabled, for one). */
  describedBy?: string;
}

/** One setting as a row: its label, and a switch (a checkbox with role="switch") on the right. */
export function SwitchRow({ label, checked, onChange, disabled, describedBy }: SwitchRowProps) {
  // Every switch saves at once: none is any use offline.
  const offline = useOfflineAction();
  return (
    <label className={styles.switchRow}>
      <span className={styles.switchLabel}>{label}</span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        disabled={disabled || offline.offline}
        aria-describedby={offline.describedBy(describedBy)}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

export type ChatLevel = (typeof ChatVisibility)[keyof typeof ChatVisibility];

const levels: ChatLevel[] = [ChatVisibility.Off, ChatVisibility.Short, ChatVisibility.Full];

/** 'Chat messages visibility': Off, Short or Full as three radios drawn as one segmented control. */
export function ChatVisibilityControl({ value, onChange }: { value: number; onChange: (level: ChatLevel) => void }) {
  const name = useId();
  const legendId = `${name}-legend`;
  const offline = useOfflineAction();
  return (
    <div className={styles.chatLevel}>
      <span id={legendId} className={styles.switchLabel}>
        {profileMessages.chatVisibility}
      </span>
      <div role="radiogroup" aria-labelledby={legendId} className={styles.segmented}>
        {levels.map((level) => (
          <label key={level} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              disabled={offline.offline}
              aria-describedby={offline.describedBy()}
              onChange={() => onChange(level)}
            />
            <span>{profileMessages.chatLevels[level]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
