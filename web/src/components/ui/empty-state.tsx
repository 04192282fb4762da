import { areaMessages, commonWords, httpMessages, offlineWords } from '@swapsies/contract';
import { type ReactNode, useId, useRef } from 'react';
import { isServiceUnavailable } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useFocusOnShow } from '@/lib/use-focus-on-show.ts';
import { Button, ButtonLink } from './button.tsx';
import styles from './empty-state.module.css';
import { Illustration, type IllustrationName } from './illustration.tsx';

/** The empty-state panel variants. */
export type EmptyStateVariant =
  | 'no-items'
  | 'no-matches'
  | 'no-explore'
  | 'world-coming-soon'
  | 'no-area'
  | 'error'
  | 'offline'
  | 'default';

interface VariantCopy {
  art: IllustrationName;
  title: string;
  message: string;
}

const copy: Record<EmptyStateVariant, VariantCopy> = {
  'no-items': {
    art: 'gift',
    title: 'Give to Get!',
    message: "Add something you no longer need and you're ready to start swapping.",
  },
  'no-matches': {
    art: 'people',
    title: 'Your matches will live here',
    message: "When you and someone else like each other's stuff, your match shows up here.",
  },
  'no-explore': {
    art: 'search',
    title: "You've seen it all!",
    message: 'Check back soon, or add more items so more people find you.',
  },
  'world-coming-soon': {
    art: 'globe',
    title: 'Coming soon, bear with us!',
    message: 'Swapping with everyone across the UK is on its way.',
  },
  'no-area': {
    art: 'pin',
    title: areaMessages.noAreaTitle,
    message: areaMessages.noAreaText,
  },
  error: {
    art: 'alert',
    title: 'Something went wrong',
    message: "We couldn't load this just now.",
  },
  offline: {
    art: 'offline',
    title: offlineWords.offline,
    message: offlineWords.screenMessage,
  },
  default: {
    art: 'smile',
    title: "Don't fret, mate",
    message: 'Nothing to show here just yet.',
  },
};

export interface EmptyStateProps {
  variant?: EmptyStateVariant;
  /** Replaces the variant's title or message. */
  title?: string;
  message?: ReactNode;
  /**
   * The error variant's failure. An outage of the API (503 SERVICE_UNAVAILABLE) is said as the
   * outage banner says it, in place of the title and message: a screen's "Failed to load …, try
   * later" would be wrong about it.
   */
  error?: unknown;
  /** The error variant's Try Again button. */
  onRetry?: () => void;
  /** Replaces the variant's own buttons. */
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /**
   * Take the focus onto the heading when the panel appears, if nothing has it: the panel replaced
   * what had the focus (the last card went with its button).
   */
  focusOnShow?: boolean;
}

export function EmptyState({
  variant = 'default',
  title,
  message,
  error,
  onRetry,
  actions,
  headingLevel = 2,
  focusOnShow = false,
}: EmptyStateProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(headingRef, focusOnShow);
  const text = copy[variant];
  const Heading = `h${headingLevel}` as const;
  const outage = variant === 'error' && isServiceUnavailable(error);

  let buttons: ReactNode = actions;
  if (buttons === undefined && variant === 'no-items') {
    buttons = <ButtonLink to={paths.addItem}>{commonWords.addItem}</ButtonLink>;
  }
  if (buttons === undefined && variant === 'error' && onRetry) {
    buttons = <Button onClick={onRetry}>{commonWords.tryAgain}</Button>;
  }

  return (
    <section className={`${styles.panel} ${styles[variant] ?? ''}`} aria-labelledby={titleId} data-variant={variant}>
      <div className={styles.art} aria-hidden="true">
        <Illustration name={text.art} size={44} />
      </div>
      <Heading id={titleId} ref={headingRef} className={styles.title} tabIndex={focusOnShow ? -1 : undefined}>
        {outage ? httpMessages.serviceUnavailable : (title ?? text.title)}
      </Heading>
      {outage ? null : <div className={styles.message}>{message ?? text.message}</div>}
      {buttons ? <div className={styles.actions}>{buttons}</div> : null}
    </section>
  );
}

/**
 * The one state a screen shows, instead of its own error or a loader that waits, when it is offline
 * with nothing saved to show (the offline banner, components/ui/offline.tsx, says the rest). Here, not
 * in a file of its own: one chunk fewer on a screen's first load.
 */
export function OfflineState({ headingLevel }: { headingLevel?: 1 | 2 | 3 }) {
  return <EmptyState variant="offline" headingLevel={headingLevel} />;
}
