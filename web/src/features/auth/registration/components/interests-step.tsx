import { AccountType, type Category, type CharityCause, registrationWords, type StarterPack } from '@swapsies/contract';
import { useMemo } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { SELECTION_ERROR_ID, selectionRange } from '../lib/registration-form.ts';
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

/** The packs or causes as the step lists them, each with what it brings. */
function choicesOf(
  charity: boolean,
  { packs, causes }: Pick<InterestsStepProps, 'packs' | 'causes'>,
  names: Map<string, string>,
): Choice[] | undefined {
  if (charity) {
    return causes?.map((cause) => ({
      ID: cause.ID,
      Name: cause.Name,
      Description: registrationWords.causeDescription(cause.ItemTypes.slice(0, 3).join(', ').toLowerCase()),
      Icon: cause.Icon,
      contents: [...new Set(cause.ItemTypes)],
    }));
  }
  return packs?.map((pack) => ({
    ID: pack.ID,
    Name: pack.Name,
    Description: pack.Description,
    Icon: pack.Icon,
    contents: [...new Set(pack.Categories.flatMap((path) => names.get(path) ?? []))],
  }));
}

/** Where the choices would be while they load, or when loading them failed. */
function ChoicesUnavailable({
  noun,
  loading,
  failed,
  onRetry,
}: { noun: string } & Pick<InterestsStepProps, 'loading' | 'failed' | 'onRetry'>) {
  if (failed) {
    return (
      <div className={`${styles.notice} ${styles.warning}`} role="alert">
        <p>{registrationWords.loadFailed(noun)}</p>
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {registrationWords.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.hint} role="status">
      {loading ? registrationWords.loading(noun) : ''}
    </p>
  );
}

function ChoiceItem({
  choice,
  selected,
  error,
  limitReason,
  onToggle,
}: {
  choice: Choice;
  selected: boolean;
  error: string | null;
  /** Why this choice is switched off (the most are ticked already), or null when it is not. */
  limitReason: string | null;
  onToggle: (id: number) => void;
}) {
  const id = `choice-${choice.ID}`;
  const describedBy = [`${id}-text`, limitReason && `${id}-limit`, error && SELECTION_ERROR_ID]
    .filter(Boolean)
    .join(' ');
  const look = [styles.choice, selected && styles.choiceSelected, limitReason && styles.choiceOff]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={look}>
      <label className={styles.choiceLabel} htmlFor={id}>
        <input
          id={id}
          className={styles.choiceControl}
          type="checkbox"
          checked={selected}
          disabled={limitReason !== null}
          aria-labelledby={`${id}-title`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={() => onToggle(choice.ID)}
        />
        <span className={styles.choiceTitle}>
          <Icon name={choice.Icon} className={styles.choiceIcon} />
          <span id={`${id}-title`}>{choice.Name}</span>
        </span>
        <span id={`${id}-text`} className={styles.choiceText}>
          {choice.Description}
        </span>
        {limitReason ? (
          <span id={`${id}-limit`} className={styles.choiceLimit}>
            {limitReason}
          </span>
        ) : null}
      </label>
      {choice.contents.length > 0 ? (
        <details className={styles.contents}>
          <summary>
            {registrationWords.whatsInside}
            <span className="visually-hidden"> {choice.Name}</span>{' '}
            {registrationWords.itemCount(choice.contents.length)}
          </summary>
          <ul className={styles.contentsList} aria-label={registrationWords.contentsOf(choice.Name)}>
            {choice.contents.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** Step 2: 1 or 2 starter packs (personal) or 1 to 3 causes (charity), as checkboxes. */
export function InterestsStep(props: InterestsStepProps) {
  const { type, categories, selection, onToggle, error } = props;
  const charity = type === AccountType.Charity;
  const names = useMemo(() => itemNames(categories ?? []), [categories]);
  const choices = choicesOf(charity, props, names);
  const range = selectionRange(type);
  const hintId = 'selection-hint';
  const noun = charity ? registrationWords.causesNoun : registrationWords.packsNoun;
  // With the most ticked, the others are switched off (saying why) rather than refused after a tick.
  const full = selection.length >= range.max;
  const limitReason = full ? registrationWords.choiceLimitReached(range.max, noun) : null;

  if (!choices) {
    return <ChoicesUnavailable noun={noun} loading={props.loading} failed={props.failed} onRetry={props.onRetry} />;
  }

  return (
    <fieldset
      id="selection"
      className={styles.choiceGroup}
      aria-describedby={error ? `${hintId} ${SELECTION_ERROR_ID}` : hintId}
    >
      <legend className={styles.legend}>
        {charity ? registrationWords.causesLegend : registrationWords.packsLegend}
      </legend>
      <p id={hintId} className={styles.hint}>
        {charity
          ? registrationWords.causesHint(range.min, range.max)
          : registrationWords.packsHint(range.min, range.max)}
      </p>
      <ul className={`${styles.choices} ${styles.choicesSpaced}`}>
        {choices.map((choice) => (
          <ChoiceItem
            key={choice.ID}
            choice={choice}
            selected={selection.includes(choice.ID)}
            error={error}
            limitReason={selection.includes(choice.ID) ? null : limitReason}
            onToggle={onToggle}
          />
        ))}
      </ul>
      <p className={styles.selectionCount} aria-live="polite">
        {registrationWords.selectedCount(selection.length, range.max)}
      </p>
    </fieldset>
  );
}
