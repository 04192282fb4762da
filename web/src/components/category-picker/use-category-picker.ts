/**
 * The state of the category picker beside its selection: the search with its type-ahead
 * suggestion, the open disclosures of the tree, and the keyboard (double Space, Tab or Right to
 * complete; arrows between the search box and the options; Enter never submits the form).
 */
import { type Category, categoryPath } from '@swapsies/contract';
import { type KeyboardEvent, useDeferredValue, useMemo, useRef, useState } from 'react';
import {
  buildCategoryIndex,
  type CategoryEntry,
  groupEntries,
  normaliseQuery,
  searchCategories,
  suggestionFor,
} from './category-index.ts';
import type { CategorySelection } from './use-category-selection.ts';

/** Two presses of Space closer together than this complete the suggestion. */
export const DOUBLE_SPACE_MS = 400;

const CONTROLS = 'button:not([disabled]), input:not([disabled])';

/** The disclosure keys that open the way to an item: its category and its subcategory. */
function expansionKeys(path: string | undefined): string[] {
  const [categoryId, subcategoryId] = path?.split('-') ?? [];
  return categoryId && subcategoryId ? [`c${categoryId}`, `s${categoryId}-${subcategoryId}`] : [];
}

/** The rest of the suggestion after what was typed, or " → name" when it does not start so. */
function completionOf(suggestion: CategoryEntry | null, typed: string): string {
  if (!suggestion || suggestion.itemLower === typed) return '';
  return suggestion.itemLower.startsWith(typed) ? suggestion.itemName.slice(typed.length) : ` → ${suggestion.itemName}`;
}

export interface PickerOptions {
  categories: Category[];
  single: boolean;
  selected: string[];
  selection: CategorySelection;
  /** Matches rendered at once. */
  shownMax: number;
}

/** The items of the subcategories open in the tree, in the tree's order. */
function openPathsOf(categories: Category[], expanded: ReadonlySet<string>): string[] {
  const paths: string[] = [];
  for (const category of categories) {
    if (!expanded.has(`c${category.ID}`)) continue;
    for (const subcategory of category.Subcategories) {
      if (!expanded.has(`s${category.ID}-${subcategory.ID}`)) continue;
      for (const item of subcategory.Items) paths.push(categoryPath(category.ID, subcategory.ID, item.ID));
    }
  }
  return paths;
}

/** What the live region says about a search: how many match and the suggestion. */
function announcementOf(typed: string, suggestion: CategoryEntry | null, matchCount: number): string {
  if (typed && suggestion) {
    return `${matchCount} ${matchCount === 1 ? 'match' : 'matches'}. Suggestion: ${suggestion.itemName}.`;
  }
  return typed ? 'No matching categories.' : '';
}

/** Up and Down move between the results' controls (Up from the first goes back to the search); Enter ticks. */
function moveThroughResults(
  event: KeyboardEvent<HTMLFieldSetElement>,
  controls: HTMLElement[],
  search: HTMLElement | null,
) {
  const { target } = event;
  if (!(target instanceof HTMLElement)) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const at = controls.indexOf(target);
    if (at === -1) return;
    // Also stops radios from choosing their neighbour as focus passes over them.
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) search?.focus();
    else controls[Math.min(next, controls.length - 1)]?.focus();
  } else if (event.key === 'Enter' && target instanceof HTMLInputElement) {
    event.preventDefault();
    target.click();
  }
}

/** The open disclosures of the tree; a single choice starts with the way to it open. */
function useExpanded(single: boolean, selected: string[]) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(single ? expansionKeys(selected[0]) : []),
  );
  function toggleExpanded(key: string) {
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }
  function expandTo(path: string) {
    setExpanded((keys) => new Set([...keys, ...expansionKeys(path)]));
  }
  return { expanded, toggleExpanded, expandTo };
}

interface SearchKeys {
  query: string;
  setQuery: (query: string) => void;
  suggestion: CategoryEntry | null;
  completion: string;
  single: boolean;
  selection: CategorySelection;
  focusFirstResult: () => void;
}

/** The search box's keys: double Space, Tab or Right complete the suggestion, Down goes to the results. */
function useSearchKeys({ query, setQuery, suggestion, completion, single, selection, focusFirstResult }: SearchKeys) {
  const lastSpaceAt = useRef<number | null>(null);

  function complete(entry: CategoryEntry, select: boolean) {
    lastSpaceAt.current = null;
    setQuery(entry.itemName);
    if (select) selection.pick(entry.path);
  }

  return function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
    const accepts = event.key === 'ArrowRight' || (event.key === 'Tab' && !event.shiftKey);
    if (suggestion && completion && caretAtEnd && accepts) {
      event.preventDefault();
      complete(suggestion, false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstResult();
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
  };
}

export function useCategoryPicker({ categories, single, selected, selection, shownMax }: PickerOptions) {
  const [query, setQuery] = useState('');
  const { expanded, toggleExpanded, expandTo } = useExpanded(single, selected);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLFieldSetElement>(null);

  const index = useMemo(() => buildCategoryIndex(categories), [categories]);
  const matches = useMemo(() => searchCategories(index, query), [index, query]);
  const suggestion = suggestionFor(matches, query);
  const typed = normaliseQuery(query);
  const completion = completionOf(suggestion, typed);

  // The list may lag a keystroke behind, so that typing stays quick while hundreds of matches render.
  const shownQuery = useDeferredValue(query);
  const shownMatches = useMemo(() => searchCategories(index, shownQuery), [index, shownQuery]);
  const shownGroups = useMemo(() => groupEntries(shownMatches.slice(0, shownMax)), [shownMatches, shownMax]);

  /** What "Select all" takes: every match while searching, otherwise the items of open subcategories. */
  const visiblePaths = useMemo(() => {
    if (single) return [];
    if (typed) return matches.map((entry) => entry.path);
    return openPathsOf(categories, expanded);
  }, [single, typed, matches, categories, expanded]);
  const unselectedVisible = visiblePaths.filter((path) => !selection.isSelected(path));
  const chosen = single && selected[0] ? index.byPath.get(selected[0]) : undefined;

  function showChosenInTree() {
    setQuery('');
    if (chosen) expandTo(chosen.path);
    searchRef.current?.focus();
  }

  function clearChoice() {
    selection.clear();
    searchRef.current?.focus();
  }

  function search(value: string) {
    setQuery(value);
    selection.clearNotice();
  }

  function resultControls(): HTMLElement[] {
    return Array.from(resultsRef.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? []);
  }

  const onSearchKeyDown = useSearchKeys({
    query,
    setQuery,
    suggestion,
    completion,
    single,
    selection,
    focusFirstResult: () => resultControls()[0]?.focus(),
  });

  const onResultsKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) =>
    moveThroughResults(event, resultControls(), searchRef.current);

  return {
    query,
    search,
    completion,
    announcement: announcementOf(typed, suggestion, matches.length),
    searching: normaliseQuery(shownQuery) !== '',
    shownQuery,
    shownMatches,
    shownGroups,
    expanded,
    toggleExpanded,
    unselectedVisible,
    chosen,
    showChosenInTree,
    clearChoice,
    searchRef,
    resultsRef,
    onSearchKeyDown,
    onResultsKeyDown,
  };
}

/** What the picker's hook gives its view. */
export type CategoryPicking = ReturnType<typeof useCategoryPicker>;
