import { adminWords, type ItemChanges, type UserItem } from '@swapsies/contract';
import type { ReactNode } from 'react';
import { charityText, pintText } from '../lib/format.ts';
import styles from './admin.module.css';
import { PhotoStrip } from './photo-strip.tsx';

export interface ChangesTableProps {
  item: UserItem;
  changes: ItemChanges;
  mediaToken: string | undefined;
}

interface Row {
  field: string;
  now: ReactNode;
  proposed: ReactNode;
}

function samePhotos(a: ItemChanges['Photos'], b: ItemChanges['Photos']): boolean {
  return a.length === b.length && a.every((photo, index) => photo.ID === b[index]?.ID);
}

/** The fields a pending change would alter, as they are now and as proposed. */
function changedRows({ item, changes, mediaToken }: ChangesTableProps): Row[] {
  const rows: Row[] = [];
  const text = (field: 'Name' | 'Description' | 'Location') => {
    if (item[field] !== changes[field]) rows.push({ field, now: item[field], proposed: changes[field] });
  };
  text('Name');
  text('Description');
  text('Location');
  if (item.Pint !== changes.Pint)
    rows.push({ field: 'Pint', now: pintText(item.Pint), proposed: pintText(changes.Pint) });
  if (item.Charity !== changes.Charity)
    rows.push({ field: 'Charity', now: charityText(item.Charity), proposed: charityText(changes.Charity) });
  if (!samePhotos(item.Photos, changes.Photos)) {
    const strip = (photos: ItemChanges['Photos'], itemName: string, label: string) => (
      <PhotoStrip photos={photos} mediaToken={mediaToken} itemName={itemName} label={label} />
    );
    rows.push({
      field: 'Photos',
      now: strip(item.Photos, item.Name, adminWords.currentPhotos),
      proposed: strip(changes.Photos, changes.Name, adminWords.proposedPhotos),
    });
  }
  return rows;
}

/** Before and after, side by side, for the fields that change. */
export function ChangesTable(props: ChangesTableProps) {
  const rows = changedRows(props);
  if (rows.length === 0) return <p className={styles.muted}>{adminWords.nothingChanges}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.changes}>
        <caption className={styles.caption}>{adminWords.proposedChanges}</caption>
        <thead>
          <tr>
            <th scope="col">{adminWords.field}</th>
            <th scope="col">{adminWords.now}</th>
            <th scope="col">{adminWords.proposed}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.field}</th>
              <td>{row.now}</td>
              <td className={styles.proposed}>{row.proposed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
