import { AccountType, registrationWords } from '@swapsies/contract';
import styles from './registration.module.css';

const options = [
  {
    type: AccountType.Personal,
    id: 'account-type-personal',
    title: 'Personal',
    text: 'Swap, rehome and donate your own things with friends.',
  },
  {
    type: AccountType.Charity,
    id: 'account-type-charity',
    title: 'Registered charity',
    text: 'UK registered charities only. Receive donated items from the people who follow you.',
  },
] as const;

export interface AccountTypeStepProps {
  value: AccountType;
  onChange: (type: AccountType) => void;
}

/** Step 1: a radio group of the two account types. Arrow keys move between them, as for any radio group. */
export function AccountTypeStep({ value, onChange }: AccountTypeStepProps) {
  return (
    <div className={styles.choiceGroup} role="radiogroup" aria-labelledby="account-type-legend">
      <p id="account-type-legend" className={styles.legend}>
        {registrationWords.accountType}
      </p>
      <div className={styles.choices}>
        {options.map((option) => {
          const selected = value === option.type;
          return (
            <div key={option.type} className={`${styles.choice} ${selected ? styles.choiceSelected : ''}`}>
              <label className={styles.choiceLabel} htmlFor={option.id}>
                <input
                  id={option.id}
                  className={styles.choiceControl}
                  type="radio"
                  name="account-type"
                  value={option.type}
                  checked={selected}
                  aria-labelledby={`${option.id}-title`}
                  aria-describedby={`${option.id}-text`}
                  onChange={() => onChange(option.type)}
                />
                <span id={`${option.id}-title`} className={styles.choiceTitle}>
                  {option.title}
                </span>
                <span id={`${option.id}-text`} className={styles.choiceText}>
                  {option.text}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </div>
  );
}
