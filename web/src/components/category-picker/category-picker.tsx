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
import { type CategoryEntry, entryPathText } from './category-index.ts';
import styles from './category-picker.module.css';
import { CategoryTree, SearchResults } from './category-results.tsx';
import { type CategoryPicking, useCategoryPicker } from './use-category-picker.ts';
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

/** The item chosen in single mode, with the buttons that show it in the tree and clear it. */
function ChosenEntry({ chosen, onShow, onClear }: { chosen: CategoryEntry; onShow: () => void; onClear: () => void }) {
  return (
    <div className={styles.chosen}>
      <p className={styles.chosenText}>
        <span className={styles.chosenLabel}>{categoryPickerWords.chosen}</span>
        <strong>{entryPathText(chosen)}</strong>
      </p>
      <div className={styles.chosenActions}>
        <Button variant="ghost" size="small" aria-label={categoryPickerWords.changeCategory} onClick={onShow}>
          {categoryPickerWords.change}
        </Button>
        <Button variant="ghost" size="small" aria-label={categoryPickerWords.clearCategory} onClick={onClear}>
          {categoryPickerWords.clear}
        </Button>
      </div>
    </div>
  );
}

interface SearchBoxProps {
  picker: CategoryPicking;
  searchId: string;
  resultsId: string;
  hintId: string;
  describedBy: string;
  invalid: boolean;
}

/** The search box, with the rest of the suggestion drawn after what was typed, its hint and what the search found, told. */
function SearchBox({ picker, searchId, resultsId, hintId, describedBy, invalid }: SearchBoxProps) {
  const { query } = picker;
  return (
    <>
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
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
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
    </>
  );
}

/** The picker's ids, all derived from the search box's (given, or made up). */
function usePickerIds(id: string | undefined) {
  const autoId = useId();
  const base = id ?? `category-picker${autoId.replace(/:/g, '')}`;
  return {
    base,
    searchId: id ?? `${base}-search`,
    hintId: `${base}-hint`,
    errorId: `${base}-error`,
    resultsId: `${base}-results`,
  };
}

interface SelectionToolbarProps {
  count: number;
  max: number;
  onSelectAll: () => void;
  nothingToAdd: boolean;
}

/** Multi mode's count of what is chosen, and Select all. */
function SelectionToolbar({ count, max, onSelectAll, nothingToAdd }: SelectionToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {categoryPickerWords.selectedOf(count, max)}
      </p>
      <Button variant="secondary" size="small" onClick={onSelectAll} disabled={nothingToAdd}>
        {categoryPickerWords.selectAll}
      </Button>
    </div>
  );
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
  const { base, searchId, hintId, errorId, resultsId } = usePickerIds(id);
  const single = mode === 'single';

  const selection = useCategorySelection({ single, selected, onChange, max });
  const picker = useCategoryPicker({ categories, single, selected, selection, shownMax: MATCHES_SHOWN_MAX });
  const options = { radioName: single ? `${base}-choice` : null, selection };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{label}</legend>

      {picker.chosen ? (
        <ChosenEntry chosen={picker.chosen} onShow={picker.showChosenInTree} onClear={picker.clearChoice} />
      ) : null}

      <SearchBox
        picker={picker}
        searchId={searchId}
        resultsId={resultsId}
        hintId={hintId}
        describedBy={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
      />

      {single ? null : (
        <SelectionToolbar
          count={selected.length}
          max={max}
          onSelectAll={() => selection.addAll(picker.unselectedVisible)}
          nothingToAdd={picker.unselectedVisible.length === 0}
        />
      )}

      <fieldset
        ref={picker.resultsRef}
        id={resultsId}
        aria-label={picker.searching ? categoryPickerWords.matchingCategories : categoryPickerWords.allCategories}
        className={styles.results}
        onKeyDown={picker.onResultsKeyDown}
      >
        {picker.searching ? (
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
