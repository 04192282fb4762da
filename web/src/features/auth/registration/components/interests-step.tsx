import { AccountType, type Category, type CharityCause, type StarterPack } from '@swapsies/contract';
import { useMemo } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { SELECTION_ERROR_ID, selectionRange } from '@/features/auth/registration/lib/registration-form.ts';
import styles from './registration.module.css';

interface Choice {
  ID: number;
  Name: string;
  Description: string;
  Icon: string;
  /** What the pack or cause brings: item names. */
  contents: string[];
}

export interface InterestsStepProps {
  type: AccountType;
  packs: StarterPack[] | undefined;
  causes: CharityCause[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The category tree, to name what each pack contains. */
  categories: Category[] | undefined;
  selection: number[];
  onToggle: (id: number) => void;
  /** The range message: the checkboxes name it, and the page shows it beside Next (SELECTION_ERROR_ID). */
  error: string | null;
}

function itemNames(categories: readonly Category[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of categories) {
    for (const subcategory of category.Subcategories) {
      for (const item of subcategory.Items) names.set(`${category.ID}-${subcategory.ID}-${item.ID}`, item.Name);
    }
  }
  return names;
}

/** Step 2: 1 or 2 starter packs (personal) or 1 to 3 causes (charity), as checkboxes. */
export function InterestsStep({
  type,
  packs,
  causes,
  loading,
  failed,
  onRetry,
  categories,
  selection,
  onToggle,
  error,
}: InterestsStepProps) {
  const charity = type === AccountType.Charity;
  const names = useMemo(() => itemNames(categories ?? []), [categories]);
  const choices: Choice[] | undefined = charity
    ? causes?.map((cause) => ({
        ID: cause.ID,
        Name: cause.Name,
        Description: `Receive items such as ${cause.ItemTypes.slice(0, 3).join(', ').toLowerCase()}.`,
        Icon: cause.Icon,
        contents: [...new Set(cause.ItemTypes)],
      }))
    : packs?.map((pack) => ({
        ID: pack.ID,
        Name: pack.Name,
        Description: pack.Description,
        Icon: pack.Icon,
        contents: [
          ...new Set(
            pack.Categories.flatMap((path) => {
              const name = names.get(path);
              return name ? [name] : [];
            }),
          ),
        ],
      }));
  const range = selectionRange(type);
  const noun = charity ? 'causes' : 'starter packs';
  const legend = charity ? 'Charity causes' : 'Starter packs';
  const hintId = 'selection-hint';
  const errorId = SELECTION_ERROR_ID;

  if (!choices) {
    if (failed) {
      return (
        <div className={`${styles.notice} ${styles.warning}`} role="alert">
          <p>Failed to load {noun}. Please refresh the page and try again.</p>
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <p className={styles.hint} role="status">
        {loading ? `Loading ${noun}…` : ''}
      </p>
    );
  }

  return (
    <fieldset id="selection" className={styles.choiceGroup} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {charity
          ? `Choose ${range.min} to ${range.max} causes your charity supports. We'll show you items that help them.`
          : `Choose ${range.min} or ${range.max} packs. They tell us what you'd like to receive; you can change this later.`}
      </p>
      <ul className={`${styles.choices} ${styles.choicesSpaced}`}>
        {choices.map((choice) => {
          const id = `choice-${choice.ID}`;
          const selected = selection.includes(choice.ID);
          return (
            <li key={choice.ID} className={`${styles.choice} ${selected ? styles.choiceSelected : ''}`}>
              <label className={styles.choiceLabel} htmlFor={id}>
                <input
                  id={id}
                  className={styles.choiceControl}
                  type="checkbox"
                  checked={selected}
                  aria-labelledby={`${id}-title`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-text ${errorId}` : `${id}-text`}
                  onChange={() => onToggle(choice.ID)}
                />
                <span className={styles.choiceTitle}>
                  <Icon name={choice.Icon} className={styles.choiceIcon} />
                  <span id={`${id}-title`}>{choice.Name}</span>
                </span>
                <span id={`${id}-text`} className={styles.choiceText}>
                  {choice.Description}
                </span>
              </label>
              {choice.contents.length > 0 ? (
                <details className={styles.contents}>
                  <summary>
                    What's inside<span className="visually-hidden"> {choice.Name}</span> ({choice.contents.length}{' '}
                    {choice.contents.length === 1 ? 'item' : 'items'})
                  </summary>
                  <ul className={styles.contentsList} aria-label={`${choice.Name} contents`}>
                    {choice.contents.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.selectionCount} aria-live="polite">
        {selection.length} of {range.max} selected
      </p>
    </fieldset>
  );
}
