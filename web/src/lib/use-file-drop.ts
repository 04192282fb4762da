import { type DragEvent, useState } from 'react';

/**
 * Files dropped on a zone: `dragging` while files are over it (for its highlight), and the handlers
 * to spread on it. Nothing is taken while `disabled`.
 */
export function useFileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    if (disabled) return;
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLElement>) {
    // Moving over a child fires dragleave on the zone too; only leaving the zone itself counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer?.files ?? []));
  }

  return { dragging, handlers: { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } };
}
