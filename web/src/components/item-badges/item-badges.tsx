import type { UserItem } from '@swapsies/contract';
import { CategoryBadge } from '@/components/category-badge/category-badge.tsx';
import { LocationBadge } from '@/components/location-badge/location-badge.tsx';
import styles from './item-badges.module.css';

export interface ItemBadgesProps {
  item: Pick<UserItem, 'CategoryName' | 'SubcategoryName' | 'SubcategoryItemName' | 'Location'>;
  /** The 60 px category badge of the match cards. */
  compact?: boolean;
  /** A hook for the card's own states (an ended match greys its badges). */
  className?: string;
}

/** The row of badges every item card shows: its category (a tap shows the full path) and where to swap it. */
export function ItemBadges({ item, compact = false, className }: ItemBadgesProps) {
  return (
    <div className={className ? `${styles.badges} ${className}` : styles.badges}>
      <CategoryBadge
        compact={compact}
        categoryName={item.CategoryName}
        subcategoryName={item.SubcategoryName}
        itemName={item.SubcategoryItemName}
      />
      <LocationBadge location={item.Location} />
    </div>
  );
}
