import { ChatVisibility, profileMessages } from '@swapsies/contract';
import { useId } from 'react';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { Switch, type SwitchProps } from '@/components/ui/switch.tsx';
import styles from './settings.module.css';

export interface SwitchRowProps extends Omit<SwitchProps, 'className'> {
  label: string;
}

/** One setting as a row: its label, and a switch on the right. */
export function SwitchRow({ label, checked, onChange, disabled, describedBy }: SwitchRowProps) {
  return (
    <label className={styles.switchRow}>
      <span className={styles.switchLabel}>{label}</span>
      <Switch
        className={styles.switch}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        describedBy={describedBy}
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
