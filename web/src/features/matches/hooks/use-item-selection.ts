import { useState } from 'react';

const nothing: ReadonlySet<number> = new Set();

/** The set with itemId added, or taken out when it was in. */
function toggled(current: ReadonlySet<number>, itemId: number): ReadonlySet<number> {
  const next = new Set(current);
  if (!next.delete(itemId)) next.add(itemId);
  return next;
}

/**
 * The items ticked in a picker of the match detail. onChange runs on every tick, so that a
 * message about the last attempt goes away as soon as the member changes their choice.
 */
export function useItemSelection(onChange: () => void) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(nothing);
  return {
    selected,
    toggle: (itemId: number) => {
      onChange();
      setSelected((current) => toggled(current, itemId));
    },
    /** Ticks every one of itemIds, or none when all of them were ticked already. */
    toggleAll: (itemIds: readonly number[]) => {
      onChange();
      setSelected((current) => (itemIds.every((id) => current.has(id)) ? nothing : new Set(itemIds)));
    },
    clear: () => setSelected(nothing),
  };
}

export type ItemSelection = ReturnType<typeof useItemSelection>;
