/**
 * Toast notifications: a toast appears 10 ms after it is shown, slides in, leaves by
 * itself after its duration (5000 ms unless told; 0 or less stays until closed), fades out over
 * 300 ms and is then removed. It can be closed by hand.
 */
import { commonWords, TOAST_APPEAR_DELAY_MS, TOAST_DEFAULT_MS, TOAST_SLIDE_OUT_MS } from '@swapsies/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import styles from './toast.module.css';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  type?: ToastType;
  title?: string;
  message: string;
  /** Milliseconds on screen; 0 or less keeps it until closed. Default 5000. */
  duration?: number;
  action?: ToastAction;
  /** Give your own id to replace a toast that is still showing. */
  id?: string;
}

export interface Toast extends Required<Pick<ToastOptions, 'type' | 'message' | 'duration'>> {
  id: string;
  title?: string;
  action?: ToastAction;
}

type Shortcut = (message: string, options?: Omit<ToastOptions, 'message' | 'type'>) => string;

export interface ToastApi {
  /** Shows a toast; answers its id. */
  show: (options: ToastOptions) => string;
  /** Starts the fade-out of a toast. */
  dismiss: (id: string) => void;
  success: Shortcut;
  error: Shortcut;
  warning: Shortcut;
  info: Shortcut;
}

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [closing, setClosing] = useState<ReadonlySet<string>>(new Set());
  // Auto-dismissal pauses while the pointer or keyboard focus is on the toasts (WCAG 2.2.1).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const remove = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    setClosing((set) => {
      const next = new Set(set);
      next.delete(id);
      return next;
    });
  }, []);

  const dismiss = useCallback((id: string) => {
    setClosing((set) => (set.has(id) ? set : new Set(set).add(id)));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    counter += 1;
    const id = options.id ?? `toast-${counter}`;
    const toast: Toast = {
      id,
      type: options.type ?? 'info',
      title: options.title,
      message: options.message,
      duration: options.duration ?? TOAST_DEFAULT_MS,
      action: options.action,
    };
    setToasts((list) => [...list.filter((existing) => existing.id !== id), toast]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => {
    const shortcut =
      (type: ToastType): Shortcut =>
      (message, options) =>
        show({ ...options, message, type });
    return {
      show,
      dismiss,
      success: shortcut('success'),
      error: shortcut('error'),
      warning: shortcut('warning'),
      info: shortcut('info'),
    };
  }, [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className={styles.region}
        aria-label={commonWords.notifications}
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            closing={closing.has(toast.id)}
            paused={hovered || focused}
            onDismiss={() => dismiss(toast.id)}
            onRemoved={() => remove(toast.id)}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const icons: Record<ToastType, string> = { success: '✓', error: '!', warning: '!', info: 'i' };
const typeNames: Record<ToastType, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

type Phase = 'entering' | 'visible' | 'leaving';

interface ToastItemProps {
  toast: Toast;
  closing: boolean;
  paused: boolean;
  onDismiss: () => void;
  onRemoved: () => void;
}

function ToastItem({ toast, closing, paused, onDismiss, onRemoved }: ToastItemProps) {
  const [phase, setPhase] = useState<Phase>('entering');
  const remaining = useRef(toast.duration);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const onRemovedRef = useRef(onRemoved);
  onRemovedRef.current = onRemoved;

  useEffect(() => {
    const timer = setTimeout(
      () => setPhase((current) => (current === 'entering' ? 'visible' : current)),
      TOAST_APPEAR_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (closing) setPhase('leaving');
  }, [closing]);

  useEffect(() => {
    if (phase !== 'visible' || paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [phase, paused, toast.duration]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => onRemovedRef.current(), TOAST_SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div
      className={`${styles.toast} ${styles[toast.type]}`}
      data-state={phase}
      data-type={toast.type}
      role={toast.type === 'error' ? 'alert' : undefined}
    >
      <span className={styles.icon} aria-hidden="true">
        {icons[toast.type]}
      </span>
      <div className={styles.content}>
        <span className="visually-hidden">{typeNames[toast.type]}: </span>
        {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
        <p className={styles.message}>{toast.message}</p>
        {toast.action ? (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button type="button" className={styles.close} aria-label={commonWords.closeNotification} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
