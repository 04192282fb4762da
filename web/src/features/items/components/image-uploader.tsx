/**
 * The photos of an item (the image rules): a drop zone with a "Choose photos" button while
 * fewer than `max` photos are present, previews in order with a remove button each, and the
 * uploader's own messages. Picked files are checked as picked (type, then 10 MB), then prepared
 * one at a time (prepare-image.ts); the valid ones of a batch are added even when others are refused.
 */
import { itemMessages, itemScreenWords, PHOTOS_MAX } from '@swapsies/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFileDrop } from '@/lib/use-file-drop.ts';
import { useFinePointer } from '@/lib/use-media-query.ts';
import { checkImageFile, IMAGE_ACCEPT, ImagePreparationError, prepareImage } from '../lib/prepare-image.ts';
import styles from './image-uploader.module.css';

export type UploaderPhoto =
  | { kind: 'existing'; id: number; url: string; name: string }
  | { kind: 'new'; key: string; file: File; preview: string; name: string; encodedString: string };

export interface ImageUploaderProps {
  photos: UploaderPhoto[];
  onChange: (photos: UploaderPhoto[]) => void;
  /** Defaults to PHOTOS_MAX (6). */
  max?: number;
  /** The form's message about the photos (e.g. "At least one image, please."). */
  error?: string;
  disabled?: boolean;
  label?: string;
}

let lastKey = 0;
function nextKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

function revoke(photo: UploaderPhoto): void {
  if (photo.kind === 'new') URL.revokeObjectURL(photo.preview);
}

function photoKey(photo: UploaderPhoto): string {
  return photo.kind === 'new' ? photo.key : `existing-${photo.id}`;
}

const words = itemScreenWords;

/**
 * Adds picked files to the photos: checked as picked, then prepared one at a time. The problems
 * found are the uploader's own messages.
 */
function usePhotoPreparation({
  photos,
  onChange,
  max,
  busy,
}: {
  photos: UploaderPhoto[];
  onChange: (photos: UploaderPhoto[]) => void;
  max: number;
  busy: boolean;
}) {
  const [processing, setProcessing] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // Preparing takes a while: the photos may change meanwhile (a removal), so add to the latest.
  const photosRef = useRef(photos);
  const mountedRef = useRef(true);

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  async function addFiles(files: File[]) {
    if (busy || processing || files.length === 0) return;
    const room = max - photosRef.current.length;
    if (files.length > room) {
      setProblems([itemMessages.tooManySelected(room, max)]);
      return;
    }

    const wrongType = files.filter((file) => checkImageFile(file) === 'type');
    const tooLarge = files.filter((file) => checkImageFile(file) === 'size');
    const accepted = files.filter((file) => checkImageFile(file) === null);
    const found: string[] = [];
    if (wrongType.length > 0) found.push(itemMessages.uploaderTypeNotSupported);
    if (tooLarge.length > 0) found.push(itemMessages.filesTooLarge(tooLarge.map((file) => file.name)));
    setProblems([...found]);
    if (accepted.length === 0) return;

    setProcessing(true);
    const added: UploaderPhoto[] = [];
    // One at a time: several full-size photos decoded at once can exhaust a phone's memory.
    for (const file of accepted) {
      try {
        added.push({ kind: 'new', key: nextKey(), ...(await prepareImage(file)) });
      } catch (problem) {
        const message =
          problem instanceof ImagePreparationError ? problem.message : itemMessages.uploaderProcessingFailed;
        if (!found.includes(message)) found.push(message);
      }
    }
    if (!mountedRef.current) {
      added.forEach(revoke);
      return;
    }
    setProcessing(false);
    setProblems([...found]);
    if (added.length > 0) onChange([...photosRef.current, ...added]);
  }

  return { processing, problems, clearProblems: () => setProblems([]), addFiles };
}

/** The previews in order, each with its remove button; after a removal, focus stays in the list or goes to the picker. */
function PhotoPreviews({
  photos,
  label,
  disabled,
  chooseId,
  onRemove,
}: {
  photos: UploaderPhoto[];
  label: string;
  disabled: boolean;
  chooseId: string;
  onRemove: (index: number) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const photoCount = photos.length;
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(index, photoCount - 1)] ?? document.getElementById(chooseId);
    target?.focus();
  }, [photoCount, chooseId]);

  if (photoCount === 0) return null;
  return (
    <ol ref={listRef} className={styles.previews} aria-label={words.photosChosen(label)}>
      {photos.map((photo, index) => (
        <li key={photoKey(photo)} className={styles.preview}>
          <img
            className={styles.previewImage}
            src={photo.kind === 'new' ? photo.preview : photo.url}
            alt={words.photoPreview(index + 1)}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={words.removePhoto(index + 1)}
            disabled={disabled}
            onClick={() => {
              focusAfterRemoval.current = index;
              onRemove(index);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** Where photos are dropped (with a mouse), with the button that opens the file picker. */
function DropZone({
  chooseId,
  describedBy,
  busy,
  processing,
  invalid,
  onFiles,
}: {
  chooseId: string;
  describedBy: string;
  busy: boolean;
  processing: boolean;
  invalid: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { dragging, handlers } = useFileDrop({ disabled: busy, onFiles });
  const inputRef = useRef<HTMLInputElement>(null);
  // Dragging files in needs a mouse: a touch screen is told to take or pick photos instead.
  const finePointer = useFinePointer();

  return (
    // Dropping (spread in) is a pointer shortcut: the button inside is the way for everyone.
    <div
      className={[styles.zone, dragging && styles.dragging, invalid && styles.invalid].filter(Boolean).join(' ')}
      data-dragging={dragging || undefined}
      aria-busy={processing || undefined}
      {...handlers}
    >
      <p className={styles.zoneText}>{finePointer ? words.dropPhotos : words.pickPhotosTouch}</p>
      <Button
        id={chooseId}
        variant="secondary"
        size="small"
        disabled={busy}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {words.choosePhotos}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        disabled={busy}
        onChange={(event) => {
          // Copied before the reset below empties the list; the reset lets the same file be picked again.
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      {processing ? <Spinner size="small" label={words.processingPhotos} /> : null}
    </div>
  );
}

export function ImageUploader({
  photos,
  onChange,
  max = PHOTOS_MAX,
  error,
  disabled = false,
  label = words.photos,
}: ImageUploaderProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const problemsId = `${baseId}-problems`;
  const errorId = `${baseId}-error`;
  const chooseId = `${baseId}-choose`;
  const preparation = usePhotoPreparation({ photos, onChange, max, busy: disabled });
  const { problems, processing } = preparation;
  const busy = disabled || processing;

  function remove(index: number) {
    const photo = photos[index];
    if (!photo) return;
    revoke(photo);
    preparation.clearProblems();
    onChange(photos.filter((_, at) => at !== index));
  }

  const describedBy = [hintId, problems.length > 0 && problemsId, error && errorId].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.uploader} aria-describedby={describedBy}>
      <legend className={styles.label}>{label}</legend>
      <p id={hintId} className={styles.hint}>
        {itemMessages.photosHint}. {words.photoFormats}.
      </p>
      <PhotoPreviews photos={photos} label={label} disabled={disabled} chooseId={chooseId} onRemove={remove} />
      {photos.length < max ? (
        <DropZone
          chooseId={chooseId}
          describedBy={describedBy}
          busy={busy}
          processing={processing}
          invalid={Boolean(error) || problems.length > 0}
          onFiles={(files) => void preparation.addFiles(files)}
        />
      ) : null}
      {problems.length > 0 ? (
        <div id={problemsId} className={styles.error} role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
