import { commonWords, MODAL_WIDTHS } from '@swapsies/contract';
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { lockPageScroll } from '@/lib/lock-page-scroll.ts';
import styles from './modal.module.css';

export type ModalSize = keyof typeof MODAL_WIDTHS;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Small 400, medium 600, large 800 px. */
  size?: ModalSize;
  /** False while something must finish first (e.g. logging out): Escape, outside click and × do nothing. */
  dismissible?: boolean;
  /** Hide the × button (the footer offers a way out). */
  hideCloseButton?: boolean;
  /** Optional sentence read with the title. */
  describedBy?: string;
  /** An extra class on the dialog, for a dialog that looks different (the photo lightbox). */
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While the dialog is open: focus goes into it, Escape (when dismissible) closes it, the page
 * behind does not scroll; on closing, focus goes back to whatever had it before.
 */
function useOpenDialog(
  open: boolean,
  dialogRef: RefObject<HTMLDivElement | null>,
  onClose: () => void,
  dismissible: boolean,
) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const [first] = focusableIn(dialog).filter((element) => !element.dataset.modalClose);
      (first ?? dialog).focus();
    }
    // Escape is heard on the whole document, so it works even if focus was lost to the page body.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    const unlockScroll = lockPageScroll();
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, dialogRef]);

  return () => {
    if (dismissibleRef.current) onCloseRef.current();
  };
}

/** Tab and Shift+Tab wrap round inside the dialog. */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement | null) {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Only a press that both starts and ends on the backdrop closes: a drag out of a text field must not. */
function useBackdropPress(requestClose: () => void) {
  const pressStartedOnOverlay = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) requestClose();
    pressStartedOnOverlay.current = false;
  };
  return { onMouseDown, onClick };
}

/**
 * A dialog over the page: closes on Escape or a click outside, keeps focus inside while
 * open and gives it back to whatever had it before.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  dismissible = true,
  hideCloseButton = false,
  describedBy,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const requestClose = useOpenDialog(open, dialogRef, onClose, dismissible);
  const backdrop = useBackdropPress(requestClose);

  if (!open) return null;

  return createPortal(
    // The backdrop only receives pointer presses; the keyboard closes with Escape (heard on the document).
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a pointer convenience
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard equivalent
    <div
      className={styles.overlay}
      data-testid="modal-overlay"
      onMouseDown={backdrop.onMouseDown}
      onClick={backdrop.onClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
        style={{ maxWidth: MODAL_WIDTHS[size] }}
        onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button
              type="button"
              className={styles.close}
              aria-label={commonWords.close}
              data-modal-close="true"
              onClick={requestClose}
              disabled={!dismissible}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
