import { settingsWords } from '@swapsies/contract';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { PhotoPicker } from '@/components/ui/photo-picker.tsx';
import type { EncodedPhoto } from '@/lib/encode-photo.ts';
import { usePhotoChoice } from '@/lib/use-photo-choice.ts';
import styles from './edit-profile.module.css';

export interface ProfilePhotoFieldProps {
  /** The id of the group, which takes the focus when the photo is refused. */
  id: string;
  /** The member's name, whose initial stands in for a missing photo. */
  name: string;
  /** The stored photo's path ('' when there is none). */
  current: string;
  mediaToken: string | undefined;
  charity: boolean;
  /** The chosen new photo; null keeps the current one. */
  photo: EncodedPhoto | null;
  onChange: (photo: EncodedPhoto | null) => void;
  /** The server's message for the photo. */
  error?: string | null;
  disabled?: boolean;
}

/** The profile photo (a charity's logo): the current one, and a JPG or PNG of up to 10 MB to replace it. */
export function ProfilePhotoField({
  id,
  name,
  current,
  mediaToken,
  charity,
  photo,
  onChange,
  error,
  disabled = false,
}: ProfilePhotoFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, take } = usePhotoChoice({ onPhoto: onChange, onProblem: setProblem });
  const noun = charity ? 'logo' : 'photo';
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = problem ?? error;

  function keepCurrent() {
    onChange(null);
    setProblem(null);
    inputRef.current?.focus();
  }

  return (
    <fieldset id={id} className={styles.section}>
      <legend className={styles.sectionTitle}>
        {charity ? settingsWords.charityLogo : settingsWords.profilePhoto}
      </legend>
      <div className={styles.photo}>
        {photo ? (
          <img className={styles.photoImage} src={photo.preview} alt={settingsWords.yourNew(noun)} />
        ) : (
          <Avatar name={name} photo={current} mediaToken={mediaToken} className={styles.photoImage} />
        )}
        <div className={styles.photoControls}>
          <PhotoPicker
            inputId={inputId}
            inputRef={inputRef}
            chooseText={settingsWords.chooseNew(noun)}
            disabled={busy || disabled}
            invalid={Boolean(message)}
            describedBy={message ? `${hintId} ${errorId}` : hintId}
            onFile={(file) => void take(file)}
          >
            <p id={hintId} className={styles.photoHint}>
              {settingsWords.photoHint}
            </p>
            {busy ? (
              <p className={styles.photoHint} role="status">
                {settingsWords.processingPhoto}
              </p>
            ) : null}
          </PhotoPicker>
          {photo ? (
            <div className={styles.photoActions}>
              <Button variant="secondary" size="small" onClick={keepCurrent} disabled={disabled}>
                {settingsWords.keepCurrent(noun)}
              </Button>
            </div>
          ) : null}
          <FieldError id={errorId} live={problem !== null}>
            {message}
          </FieldError>
        </div>
      </div>
    </fieldset>
  );
}
