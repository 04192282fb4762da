import { itemScreenWords, PINT_LEVEL_MAX, PintLevel } from '@swapsies/contract';
import { itemFieldIds } from '../lib/item-form-values.ts';
import styles from './item-form.module.css';

const PINT_LEVEL_NAMES = ['Off', 'Friends', 'Friends of Friends'] as const;

function pintLevelName(level: number): string {
  return PINT_LEVEL_NAMES[level] ?? String(level);
}

export interface PintFieldProps {
  on: boolean;
  level: number;
  error?: string;
  onSwitch: (on: boolean) => void;
  onLevel: (level: number) => void;
}

/** Pint mode: a switch, and while it is on, who can have the item for a pint. */
export function PintField({ on, level, error, onSwitch, onLevel }: PintFieldProps) {
  return (
    <div className={styles.group}>
      <div className={styles.switchRow}>
        <input
          id={itemFieldIds.Pint}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          aria-checked={on}
          aria-describedby="item-pint-hint"
          onChange={(event) => onSwitch(event.target.checked)}
        />
        <label htmlFor={itemFieldIds.Pint} className={styles.switchLabel}>
          {itemScreenWords.pintMode}
        </label>
      </div>
      <p id="item-pint-hint" className={styles.hint}>
        {itemScreenWords.pintHint}
      </p>
      {on ? (
        <div className={styles.level}>
          <label htmlFor="item-pint-level" className={styles.levelLabel}>
            {itemScreenWords.pintWho}
          </label>
          <input
            id="item-pint-level"
            type="range"
            className={styles.slider}
            min={PintLevel.Off}
            max={PINT_LEVEL_MAX}
            step={1}
            value={level}
            aria-valuetext={pintLevelName(level)}
            onChange={(event) => onLevel(Number(event.target.value))}
          />
          <div className={styles.ticks} aria-hidden="true">
            {PINT_LEVEL_NAMES.map((name) => (
              <span key={name}>{name}</span>
            ))}
          </div>
        </div>
      ) : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
