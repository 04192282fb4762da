/**
 * What the category picker has chosen, and the rules of choosing: single mode holds one item;
 * multi mode holds up to `max` and keeps at least one, saying so when a press is refused.
 */
import { registrationMessages } from '@swapsies/contract';
import { useMemo, useState } from 'react';

export interface SelectionOptions {
  single: boolean;
  selected: string[];
  onChange: (paths: string[]) => void;
  max: number;
}

export function useCategorySelection({ single, selected, onChange, max }: SelectionOptions) {
  const [notice, setNotice] = useState<string | null>(null);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const selectedPerCategory = useMemo(() => {
    const counts = new Map<string, number>();
    for (const path of selected) {
      const categoryId = path.split('-')[0] ?? '';
      counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
    }
    return counts;
  }, [selected]);

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

  /** The press of an option: a radio chooses, a checkbox toggles. */
  function press(path: string) {
    if (single) choose(path);
    else toggle(path);
  }

  /** Takes the path (a completed suggestion); in multi mode only adds it. */
  function pick(path: string) {
    if (single) choose(path);
    else if (!selectedSet.has(path)) toggle(path);
  }

  /** Adds the paths not chosen yet, as many as there is room for. */
  function addAll(unselected: readonly string[]) {
    const room = Math.max(0, max - selected.length);
    const added = unselected.slice(0, room);
    setNotice(added.length < unselected.length ? registrationMessages.categoriesCap : null);
    if (added.length > 0) onChange([...selected, ...added]);
  }

  function clear() {
    setNotice(null);
    onChange([]);
  }

  return {
    isSelected: (path: string) => selectedSet.has(path),
    countIn: (categoryId: number) => selectedPerCategory.get(String(categoryId)) ?? 0,
    notice,
    clearNotice: () => setNotice(null),
    press,
    pick,
    addAll,
    clear,
  };
}

export type CategorySelection = ReturnType<typeof useCategorySelection>;
