import { itemMessages, itemScreenWords } from '@swapsies/contract';
import { itemFieldIds } from '../lib/item-form-values.ts';
import styles from './item-form.module.css';

export interface ItemFixedDetailsProps {
  name: string;
  description: string;
  categoryText: string;
  error?: string;
}

/** Edit mode: what cannot change is written out as text, so nothing looks editable that is not. */
export function ItemFixedDetails({ name, description, categoryText, error }: ItemFixedDetailsProps) {
  return (
    <section
      id={itemFieldIds.CategoryPath}
      className={styles.fixed}
      aria-label={itemScreenWords.itemDetails}
      aria-describedby="item-fixed-note"
    >
      <dl className={styles.fixedList}>
        <div>
          <dt>{itemScreenWords.itemName}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{itemScreenWords.description}</dt>
          <dd>{description}</dd>
        </div>
        <div>
          <dt>{itemScreenWords.category}</dt>
          <dd>{categoryText}</dd>
        </div>
      </dl>
      <p id="item-fixed-note" className={styles.hint}>
        {itemMessages.categoryReadOnly}
      </p>
      {error ? <p className={styles.error}>{error}</p> : null}
    </section>
  );
}
