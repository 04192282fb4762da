import { useState } from 'react';
import { type EncodedPhoto, encodePhoto, PhotoError, photoMessages } from './encode-photo.ts';

export interface PhotoChoiceOptions {
  onPhoto: (photo: EncodedPhoto) => void;
  /** The message to show for a refused file (type, size, decoding); null when a new choice starts. */
  onProblem: (message: string | null) => void;
}

/**
 * The choice of one profile photo, from a file input or a drop: encoded while `busy`, then handed
 * on, or refused with the message to show.
 */
export function usePhotoChoice({ onPhoto, onProblem }: PhotoChoiceOptions) {
  const [busy, setBusy] = useState(false);

  /** A file picked or dropped. */
  async function take(file: File) {
    setBusy(true);
    onProblem(null);
    try {
      onPhoto(await encodePhoto(file));
    } catch (problem) {
      onProblem(problem instanceof PhotoError ? problem.message : photoMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, take };
}
