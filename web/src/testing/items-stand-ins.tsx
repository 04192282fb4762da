/**
 * Light stand-ins for the item form's heavy children, so that the page tests exercise the form
 * and its calls rather than canvas re-encoding or the picker's search. A module of its own, apart
 * from items.tsx, so that a vi.mock factory can import it. Only tests import this file.
 */
import type { Category } from '@swapsies/contract';
import type { ImageUploaderProps, UploaderPhoto } from '@/features/items/components/image-uploader.tsx';

let added = 0;

/** A prepared photo as the real uploader hands it on. */
export function newPhoto(name: string): UploaderPhoto {
  added += 1;
  return {
    kind: 'new',
    key: `new-${added}`,
    file: new File(['photo'], name, { type: 'image/jpeg' }),
    preview: `blob:${name}`,
    name,
    encodedString: `encoded:${name}`,
  };
}

/** Lists the photos by name (existing ones with their address) and adds "new-photo-N.jpg" on request. */
export function StandInUploader({ photos, onChange, error, disabled, label = 'Photos' }: ImageUploaderProps) {
  return (
    <fieldset aria-label={label}>
      <ul aria-label={`${label} chosen`}>
        {photos.map((photo, index) => (
          <li key={photo.kind === 'new' ? photo.key : photo.id}>
            {photo.kind === 'existing' ? <img src={photo.url} alt={photo.name} /> : photo.name}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(photos.filter((_, at) => at !== index))}
            >{`Remove ${photo.name}`}</button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onChange([...photos, newPhoto(`new-photo-${photos.length + 1}.jpg`)])}
      >
        Add a photo
      </button>
      {error ? <p>{error}</p> : null}
    </fieldset>
  );
}

export interface StandInPickerProps {
  categories: Category[];
  mode: 'single' | 'multi';
  selected: string[];
  onChange: (paths: string[]) => void;
  label: string;
  error?: string;
  id?: string;
}

/** A plain select over every "cat-sub-item" path of the tree. */
export function StandInCategoryPicker({ categories, selected, onChange, label, error, id }: StandInPickerProps) {
  const options = categories.flatMap((category) =>
    category.Subcategories.flatMap((subcategory) =>
      subcategory.Items.map((item) => ({
        path: `${category.ID}-${subcategory.ID}-${item.ID}`,
        name: `${category.Name} › ${subcategory.Name} › ${item.Name}`,
      })),
    ),
  );
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={selected[0] ?? ''}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">Choose a category</option>
        {options.map((option) => (
          <option key={option.path} value={option.path}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? <p>{error}</p> : null}
    </div>
  );
}
