/**
 * The one-photo picker (a profile photo, a charity's logo): a dashed zone with its words and a
 * button-like label that opens the file picker. The file input itself is the control (visually
 * hidden, still focused and named by its labels), so keyboards, screen readers and tests use it as
 * a file input. A photo can also be dropped on the zone where there is a mouse to drag with; on a
 * touch screen the zone says so in its own words.
 */
import { commonWords } from '@swapsies/contract';
import type { ReactNode, Ref } from 'react';
import { PHOTO_ACCEPT } from '@/lib/encode-photo.ts';
import { useFileDrop } from '@/lib/use-file-drop.ts';
import { useFinePointer } from '@/lib/use-media-query.ts';
import { buttonClasses } from './button.tsx';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  inputId: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What the zone is for (its label names the input), when no legend already says it. */
  title?: ReactNode;
  /** The button's words; defaults to "Choose photo". */
  chooseText?: string;
  /** Hints and status shown in the zone, under the title. */
  children?: ReactNode;
  describedBy?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** A file picked or dropped. */
  onFile: (file: File) => void;
}

export function PhotoPicker({
  inputId,
  inputRef,
  title,
  chooseText = commonWords.choosePhoto,
  children,
  describedBy,
  disabled = false,
  required = false,
  invalid = false,
  onFile,
}: PhotoPickerProps) {
  const finePointer = useFinePointer();
  const { dragging, handlers } = useFileDrop({
    disabled,
    onFiles: (files) => {
      if (files[0]) onFile(files[0]);
    },
  });

  const dropHandlers = finePointer ? handlers : {};
  const zoneClass = [styles.zone, dragging && styles.dragging, invalid && styles.invalid].filter(Boolean).join(' ');

  return (
    // Dropping (spread in, mouse only) is a shortcut: the file input inside is the way for everyone.
    <div className={zoneClass} data-dragging={dragging || undefined} {...dropHandlers}>
      {title ? (
        <label className={styles.title} htmlFor={inputId}>
          {title}
        </label>
      ) : null}
      {children}
      <p className={styles.how}>{finePointer ? commonWords.dropPhoto : commonWords.pickPhotoTouch}</p>
      <input
        ref={inputRef}
        id={inputId}
        className={`visually-hidden ${styles.input}`}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        className={buttonClasses({ variant: 'secondary', size: 'small' }, styles.choose)}
        htmlFor={inputId}
        data-disabled={disabled || undefined}
      >
        {chooseText}
      </label>
    </div>
  );
}
