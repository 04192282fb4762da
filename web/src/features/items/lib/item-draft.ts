/**
 * The words of an item being added, kept in session storage as they are typed, so that a session
 * that ends mid-form (a 401 sends the member to sign in) or a reload does not throw them away.
 * Photos are left out: they do not fit session storage, and the page asks for them again.
 */

import { sessionKeys } from '@/lib/storage-keys.ts';
import type { ItemFormValues } from './item-form-values.ts';

type ItemDraft = Omit<ItemFormValues, 'Photos'>;

export function readItemDraft(): ItemDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(sessionKeys.itemDraft) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    // Every field optional and unchecked: the stored draft may come from an older form.
    const draft: Partial<Record<keyof ItemDraft, unknown>> = { ...stored };
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      Name: text(draft.Name),
      Description: text(draft.Description),
      Location: text(draft.Location),
      CategoryPath: text(draft.CategoryPath),
      Pint: draft.Pint === 1 || draft.Pint === 2 ? draft.Pint : 0,
      Charity: draft.Charity === true,
    };
  } catch {
    return null;
  }
}

export function saveItemDraft({ Photos: _photos, ...words }: ItemFormValues): void {
  const written = words.Name.trim() || words.Description.trim() || words.Location.trim() || words.CategoryPath;
  if (written) sessionStorage.setItem(sessionKeys.itemDraft, JSON.stringify(words));
  else clearItemDraft();
}

export function clearItemDraft(): void {
  sessionStorage.removeItem(sessionKeys.itemDraft);
}
