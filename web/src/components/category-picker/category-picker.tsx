/**
 * The category picker (000 §2 and §5 "Category picker", 001 §2.7): search with type-ahead, or
 * browse categories › subcategories › items. Single mode picks one item (the item forms); multi
 * mode picks up to `max` with at least one kept (swapping preferences).
 */
import { CATEGORY_CAP, type Category, categoryPath, registrationMessages } from '@swapsies/contract';
import { type KeyboardEvent, type ReactNode, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import {
  buildCategoryIndex,
  type CategoryEntry,
  entryPathText,
  groupEntries,
  normaliseQuery,
  searchCategories,
  suggestionFor,
} from './category-index.ts';
import styles from './category-picker.module.css';

/** Two presses of Space closer together than this complete the suggestion (000 §2). */
export const DOUBLE_SPACE_MS = 400;
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

/** The disclosure keys that open the way to an item: its category and its subcategory. */
function expansionKeys(path: string | undefined): string[] {
  const [categoryId, subcategoryId] = path?.split('-') ?? [];
  return categoryId && subcategoryId ? [`c${categoryId}`, `s${categoryId}-${subcategoryId}`] : [];
}

const CONTROLS = 'button:not([disabled]), input:not([disabled])';

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

  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(single ? expansionKeys(selected[0]) : []),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const lastSpaceAt = useRef<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLFieldSetElement>(null);

  const index = useMemo(() => buildCategoryIndex(categories), [categories]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const selectedPerCategory = useMemo(() => {
    const counts = new Map<string, number>();
    for (const path of selected) {
      const categoryId = path.split('-')[0] ?? '';
      counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
    }
    return counts;
  }, [selected]);

  const matches = useMemo(() => searchCategories(index, query), [index, query]);
  const suggestion = suggestionFor(matches, query);
  const typed = normaliseQuery(query);
  let completion = '';
  if (suggestion && suggestion.itemLower !== typed) {
    completion = suggestion.itemLower.startsWith(typed)
      ? suggestion.itemName.slice(typed.length)
      : ` → ${suggestion.itemName}`;
  }

  // The list may lag a keystroke behind, so that typing stays quick while hundreds of matches render.
  const shownQuery = useDeferredValue(query);
  const searching = normaliseQuery(shownQuery) !== '';
  const shownMatches = useMemo(() => searchCategories(index, shownQuery), [index, shownQuery]);
  const shownGroups = useMemo(() => groupEntries(shownMatches.slice(0, MATCHES_SHOWN_MAX)), [shownMatches]);

  /** What "Select all" takes: every match while searching, otherwise the items of open subcategories. */
  const visiblePaths = useMemo(() => {
    if (single) return [];
    if (typed) return matches.map((entry) => entry.path);
    const paths: string[] = [];
    for (const category of categories) {
      if (!expanded.has(`c${category.ID}`)) continue;
      for (const subcategory of category.Subcategories) {
        if (!expanded.has(`s${category.ID}-${subcategory.ID}`)) continue;
        for (const item of subcategory.Items) paths.push(categoryPath(category.ID, subcategory.ID, item.ID));
      }
    }
    return paths;
  }, [single, typed, matches, categories, expanded]);
  const unselectedVisible = visiblePaths.filter((path) => !selectedSet.has(path));

  const chosen = single && selected[0] ? index.byPath.get(selected[0]) : undefined;

  function choose(path: string) {
    setNotice(null);
    onChange([path]);
  }

  function toggle(path: string) {
    if (selectedSet.has(path)) {
      if (selected.length <= 1) {
        setNotice(registrationMessages.categoriesRequired);
        return;
      }
      setNotice(null);
      onChange(selected.filter((other) => other !== path));
      return;
    }
    if (selected.length >= max) {
      setNotice(registrationMessages.categoriesCap);
      return;
    }
    setNotice(null);
    onChange([...selected, path]);
  }

  function pick(path: string) {
    if (single) choose(path);
    else if (!selectedSet.has(path)) toggle(path);
  }

  function selectAll() {
    const room = Math.max(0, max - selected.length);
    const added = unselectedVisible.slice(0, room);
    setNotice(added.length < unselectedVisible.length ? registrationMessages.categoriesCap : null);
    if (added.length > 0) onChange([...selected, ...added]);
  }

  function complete(entry: CategoryEntry, select: boolean) {
    lastSpaceAt.current = null;
    setQuery(entry.itemName);
    if (select) pick(entry.path);
  }

  function toggleExpanded(key: string) {
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  function showChosenInTree() {
    setQuery('');
    if (chosen) setExpanded((keys) => new Set([...keys, ...expansionKeys(chosen.path)]));
    searchRef.current?.focus();
  }

  function clearChoice() {
    setNotice(null);
    onChange([]);
    searchRef.current?.focus();
  }

  function resultControls(): HTMLElement[] {
    return Array.from(resultsRef.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? []);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === ' ') {
      const now = Date.now();
      const previous = lastSpaceAt.current;
      lastSpaceAt.current = now;
      if (suggestion && previous !== null && now - previous <= DOUBLE_SPACE_MS) {
        event.preventDefault();
        complete(suggestion, single);
      }
      return;
    }
    lastSpaceAt.current = null;
    const input = event.currentTarget;
    const caretAtEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    if (
      suggestion &&
      completion &&
      caretAtEnd &&
      (event.key === 'ArrowRight' || (event.key === 'Tab' && !event.shiftKey))
    ) {
      event.preventDefault();
      complete(suggestion, false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      resultControls()[0]?.focus();
    } else if (event.key === 'Enter') {
      // Enter must never submit the surrounding form from here.
      event.preventDefault();
      if (suggestion) complete(suggestion, true);
    } else if (event.key === 'Escape' && query) {
      // Inside a dialog, the first Escape clears the search rather than closing the dialog.
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    }
  }

  function onResultsKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const controls = resultControls();
      const at = controls.indexOf(target);
      if (at === -1) return;
      // Also stops radios from choosing their neighbour as focus passes over them.
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) searchRef.current?.focus();
      else controls[Math.min(next, controls.length - 1)]?.focus();
    } else if (event.key === 'Enter' && target instanceof HTMLInputElement) {
      event.preventDefault();
      target.click();
    }
  }

  function option(path: string, name: string) {
    const checked = selectedSet.has(path);
    return (
      <li key={path}>
        <label className={`${styles.option} ${checked ? styles.optionChecked : ''}`}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name={single ? `${base}-choice` : undefined}
            value={path}
            checked={checked}
            className={styles.control}
            onChange={() => (single ? choose(path) : toggle(path))}
          />
          <span>{name}</span>
        </label>
      </li>
    );
  }

  function selectedBadge(categoryId: number) {
    const count = selectedPerCategory.get(String(categoryId)) ?? 0;
    return count > 0 ? <span className={styles.badge}>{count} selected</span> : null;
  }

  let results: ReactNode;
  if (searching && shownMatches.length === 0) {
    results = <p className={styles.empty}>No categories match “{shownQuery.trim()}”.</p>;
  } else if (searching) {
    results = (
      <>
        <ul className={styles.tree}>
          {shownGroups.map((group) => (
            <li key={group.categoryId} className={styles.category}>
              <p className={styles.groupName}>
                <Icon name={group.icon} className={styles.icon} />
                {group.categoryName}
              </p>
              <ul className={styles.subcategories}>
                {group.subcategories.map((subcategory) => (
                  <li key={subcategory.subcategoryId}>
                    <p className={styles.subgroupName}>{subcategory.subcategoryName}</p>
                    <ul
                      className={styles.options}
                      aria-label={`${group.categoryName} › ${subcategory.subcategoryName}`}
                    >
                      {subcategory.entries.map((entry) => option(entry.path, entry.itemName))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {shownMatches.length > MATCHES_SHOWN_MAX ? (
          <p className={styles.more}>
            Showing the first {MATCHES_SHOWN_MAX} of {shownMatches.length} matches. Keep typing to narrow them down.
          </p>
        ) : null}
      </>
    );
  } else {
    results = (
      <ul className={styles.tree}>
        {categories.map((category) => {
          const key = `c${category.ID}`;
          const open = expanded.has(key);
          const panelId = `${base}-${key}`;
          return (
            <li key={category.ID} className={styles.category}>
              <button
                type="button"
                className={styles.disclosure}
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onClick={() => toggleExpanded(key)}
              >
                <Icon name={category.Icon} className={styles.icon} />
                <span className={styles.disclosureName}>{category.Name}</span>
                {selectedBadge(category.ID)}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              {open ? (
                <div id={panelId}>
                  {category.Description ? <p className={styles.description}>{category.Description}</p> : null}
                  <ul className={styles.subcategories}>
                    {category.Subcategories.map((subcategory) => {
                      const subKey = `s${category.ID}-${subcategory.ID}`;
                      const subOpen = expanded.has(subKey);
                      const subPanelId = `${base}-${subKey}`;
                      return (
                        <li key={subcategory.ID}>
                          <button
                            type="button"
                            className={`${styles.disclosure} ${styles.subDisclosure}`}
                            aria-expanded={subOpen}
                            aria-controls={subOpen ? subPanelId : undefined}
                            onClick={() => toggleExpanded(subKey)}
                          >
                            <span className={styles.disclosureName}>{subcategory.Name}</span>
                            <span className={styles.chevron} aria-hidden="true" />
                          </button>
                          {subOpen ? (
                            <ul id={subPanelId} className={styles.options} aria-label={subcategory.Name}>
                              {subcategory.Items.map((item) =>
                                option(categoryPath(category.ID, subcategory.ID, item.ID), item.Name),
                              )}
                            </ul>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  let announcement = '';
  if (typed && suggestion) {
    announcement = `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}. Suggestion: ${suggestion.itemName}.`;
  } else if (typed) {
    announcement = 'No matching categories.';
  }

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{label}</legend>

      {chosen ? (
        <div className={styles.chosen}>
          <p className={styles.chosenText}>
            <span className={styles.chosenLabel}>Chosen: </span>
            <strong>{entryPathText(chosen)}</strong>
          </p>
          <div className={styles.chosenActions}>
            <Button variant="ghost" size="small" aria-label="Change category" onClick={showChosenInTree}>
              Change
            </Button>
            <Button variant="ghost" size="small" aria-label="Clear category" onClick={clearChoice}>
              Clear
            </Button>
          </div>
        </div>
      ) : null}

      <label htmlFor={searchId} className="visually-hidden">
        Search categories
      </label>
      <div className={styles.searchWrap}>
        <span className={styles.ghost} aria-hidden="true" data-testid="category-completion">
          <span className={styles.ghostTyped}>{query.trimEnd()}</span>
          <span className={styles.ghostRest}>{completion}</span>
        </span>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={styles.search}
          value={query}
          placeholder="Search categories…"
          autoComplete="off"
          spellCheck={false}
          aria-controls={resultsId}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setNotice(null);
          }}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        Type to search. Press Space twice or Tab to take the suggestion; Down arrow moves into the list.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {single ? null : (
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {selected.length} of {max} selected
          </p>
          <Button variant="secondary" size="small" onClick={selectAll} disabled={unselectedVisible.length === 0}>
            Select all
          </Button>
        </div>
      )}

      <fieldset
        ref={resultsRef}
        id={resultsId}
        aria-label={searching ? 'Matching categories' : 'All categories'}
        className={styles.results}
        onKeyDown={onResultsKeyDown}
      >
        {results}
      </fieldset>

      <p className={notice ? styles.notice : undefined} role="status">
        {notice}
      </p>
      <FieldError id={errorId} className={styles.error}>
        {error}
      </FieldError>
    </fieldset>
  );
}
