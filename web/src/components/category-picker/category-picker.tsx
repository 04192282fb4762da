/**
 * The category picker: search with type-ahead, or browse categories › subcategories › items.
 * Single mode picks one item (the item forms); multi mode picks up to `max` with at least one
 * kept (swapping preferences). State lives in useCategoryPicker and useCategorySelection; the
 * lists are drawn by category-results.tsx.
 */
import { CATEGORY_CAP, type Category, categoryPickerWords } from '@swapsies/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { entryPathText } from './category-index.ts';
import styles from './category-picker.module.css';
import { CategoryTree, SearchResults } from './category-results.tsx';
import { useCategoryPicker } from './use-category-picker.ts';
import { useCategorySelection } from './use-category-selection.ts';

/** Matches rendered at once; more only cost time, and typing narrows them. */
export const MATCHES_SHOWN_MAX = 100;

export interface CategoryPickerProps {
  categories: Category[];
  mode: 'single' | 'multi';
  /** "categoryId-subcategoryId-itemId" paths. */
  selected: string[];
  onChange: (paths: string[]) => void;
  /** Multi mode only. */
  max?: number;
  label: string;
  /** Shown under the picker as an alert. */
  error?: string;
  /** The id of the search box (the picker's first control); the picker's other ids derive from it. */
  id?: string;
}

export function CategoryPicker({
  categories,
  mode,
  selected,
  onChange,
  max = CATEGORY_CAP,
  label,
  error,
  id,
}: CategoryPickerProps) {
  const autoId = useId();
  const base = id ?? `category-picker${autoId.replace(/:/g, '')}`;
  const searchId = id ?? `${base}-search`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const resultsId = `${base}-results`;
  const single = mode === 'single';

  const selection = useCategorySelection({ single, selected, onChange, max });
  const picker = useCategoryPicker({ categories, single, selected, selection, shownMax: MATCHES_SHOWN_MAX });
  const { query, chosen, searching } = picker;
  const options = { radioName: single ? `${base}-choice` : null, selection };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{label}</legend>

      {chosen ? (
        <div className={styles.chosen}>
          <p className={styles.chosenText}>
            <span className={styles.chosenLabel}>{categoryPickerWords.chosen}</span>
            <strong>{entryPathText(chosen)}</strong>
          </p>
          <div className={styles.chosenActions}>
            <Button
              variant="ghost"
              size="small"
              aria-label={categoryPickerWords.changeCategory}
              onClick={picker.showChosenInTree}
            >
              {categoryPickerWords.change}
            </Button>
            <Button
              variant="ghost"
              size="small"
              aria-label={categoryPickerWords.clearCategory}
              onClick={picker.clearChoice}
            >
              {categoryPickerWords.clear}
            </Button>
          </div>
        </div>
      ) : null}

      <label htmlFor={searchId} className="visually-hidden">
        {categoryPickerWords.search}
      </label>
      <div className={styles.searchWrap}>
        <span className={styles.ghost} aria-hidden="true" data-testid="category-completion">
          <span className={styles.ghostTyped}>{query.trimEnd()}</span>
          <span className={styles.ghostRest}>{picker.completion}</span>
        </span>
        <input
          ref={picker.searchRef}
          id={searchId}
          type="search"
          className={styles.search}
          value={query}
          placeholder={categoryPickerWords.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          aria-controls={resultsId}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => picker.search(event.target.value)}
          onKeyDown={picker.onSearchKeyDown}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {categoryPickerWords.hint}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {picker.announcement}
      </p>

      {single ? null : (
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {categoryPickerWords.selectedOf(selected.length, max)}
          </p>
          <Button
            variant="secondary"
            size="small"
            onClick={() => selection.addAll(picker.unselectedVisible)}
            disabled={picker.unselectedVisible.length === 0}
          >
            {categoryPickerWords.selectAll}
          </Button>
        </div>
      )}

      <fieldset
        ref={picker.resultsRef}
        id={resultsId}
        aria-label={searching ? 'Matching categories' : 'All categories'}
        className={styles.results}
        onKeyDown={picker.onResultsKeyDown}
      >
        {searching ? (
          <SearchResults
            query={picker.shownQuery}
            groups={picker.shownGroups}
            matches={picker.shownMatches}
            shownMax={MATCHES_SHOWN_MAX}
            {...options}
          />
        ) : (
          <CategoryTree
            categories={categories}
            base={base}
            expanded={picker.expanded}
            onToggleExpanded={picker.toggleExpanded}
            {...options}
          />
        )}
      </fieldset>

      <p className={selection.notice ? styles.notice : undefined} role="status">
        {selection.notice}
      </p>
      <FieldError id={errorId} className={styles.error}>
        {error}
      </FieldError>
    </fieldset>
  );
}
