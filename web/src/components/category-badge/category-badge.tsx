import { useState } from 'react';
import styles from './category-badge.module.css';

export interface CategoryBadgeProps {
  categoryName: string;
  subcategoryName?: string;
  itemName?: string;
  /** Folded to a fixed 60 px, cut with an ellipsis (the match cards); unfolds to the full path. */
  compact?: boolean;
  className?: string;
}

/** "Category › Subcategory › Item", skipping names that are missing. */
export function categoryPathText(names: readonly (string | undefined)[]): string {
  return names.filter(Boolean).join(' › ');
}

/** The item's category; a tap expands it to the full path and another folds it back. */
export function CategoryBadge({
  categoryName,
  subcategoryName,
  itemName,
  compact = false,
  className,
}: CategoryBadgeProps) {
  const [expanded, setExpanded] = useState(false);
  const fullPath = categoryPathText([categoryName, subcategoryName, itemName]);
  if (!fullPath) return null;
  const short = categoryName || fullPath;
  const canExpand = fullPath !== short;
  const shown = expanded ? fullPath : short;

  return (
    <button
      type="button"
      className={[styles.badge, compact && styles.compact, expanded && styles.expanded, className]
        .filter(Boolean)
        .join(' ')}
      aria-expanded={canExpand ? expanded : undefined}
      title={expanded ? undefined : fullPath}
      aria-label={`Category: ${shown}`}
      onClick={() => setExpanded((open) => !open)}
    >
      {shown}
    </button>
  );
}
