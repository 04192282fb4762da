import { registrationWords } from '@swapsies/contract';
import { useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PhotoPicker } from '@/components/ui/photo-picker.tsx';
import type { EncodedPhoto } from '@/lib/encode-photo.ts';
import { usePhotoChoice } from '@/lib/use-photo-choice.ts';
import styles from './registration.module.css';

export interface PhotoFieldProps {
  charity: boolean;
  photo: EncodedPhoto | null;
  onChange: (photo: EncodedPhoto | null) => void;
  /** A problem with the chosen file (type, size, decoding). */
  onProblem: (message: string | null) => void;
  error: string | null;
}

/**
 * Step 3's single photo: an optional profile photo for a person, the required official logo for
 * a charity. One photo at most: the picker is only offered while there is none.
 */
export function PhotoField({ charity, photo, onChange, onProblem, error }: PhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, take } = usePhotoChoice({
    onPhoto: (chosen) => {
      onChange(chosen);
      requestAnimationFrame(() => document.getElementById('photo-remove')?.focus());
    },
    onProblem,
  });
  const label = charity ? 'Official charity logo' : 'Profile photo';
  const errorId = 'photo-error';
  const hintId = 'photo-hint';

  function remove() {
    onChange(null);
    onProblem(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  return (
    <div id="photo" className={styles.field}>
      {photo ? (
        <>
          <span className={styles.label}>{label}</span>
          <div className={styles.preview}>
            <img
              className={styles.previewImage}
              src={photo.preview}
              alt={registrationWords.previewOf(label.toLowerCase())}
            />
            <div>
              <p className={styles.previewName}>{photo.name}</p>
              <Button
                id="photo-remove"
                variant="secondary"
                size="small"
                onClick={remove}
                aria-describedby={error ? errorId : undefined}
              >
                {registrationWords.remove(charity ? 'logo' : 'photo')}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <PhotoPicker
          inputId="photo-input"
          inputRef={inputRef}
          title={
            <>
              {label}
              {charity ? null : <span className={styles.optional}>{registrationWords.optional}</span>}
            </>
          }
          disabled={busy}
          required={charity}
          invalid={Boolean(error)}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          onFile={(file) => void take(file)}
        >
          <p id={hintId} className={styles.hint}>
            {registrationWords.photoHint}
          </p>
          {busy ? (
            <p className={styles.hint} role="status">
              {registrationWords.processingPhoto}
            </p>
          ) : null}
        </PhotoPicker>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
