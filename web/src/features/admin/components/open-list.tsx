import { adminWords, type EmptyAnswer } from '@swapsies/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { formatDateTime } from '../lib/format.ts';
import styles from './admin.module.css';
import { PanelPending } from './panel-states.tsx';

export interface OpenListProps<T extends { ID: number }> {
  query: UseQueryResult<unknown>;
  /** The entries of the query's answer, once it has come. */
  entries: readonly T[] | undefined;
  /** What the entries are called, in the plural: "reports". */
  noun: string;
  /** One entry; `onResolved` moves focus to the list once the entry has gone. */
  renderEntry: (entry: T, onResolved: () => void) => ReactNode;
}

/** A list of things still open (reports, support messages): loading, error with Retry, empty, the entries. */
export function OpenList<T extends { ID: number }>({ query, entries, noun, renderEntry }: OpenListProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);

  if (!entries) {
    return <PanelPending query={query} failed={adminWords.listFailed(noun)} loading={adminWords.loadingList(noun)} />;
  }

  const focusList = () => rootRef.current?.focus();
  return (
    <div ref={rootRef} tabIndex={-1} className={styles.panelBody}>
      {entries.length === 0 ? (
        <p className={styles.empty}>{adminWords.noOpen(noun)}</p>
      ) : (
        <ul className={styles.list} aria-label={`Open ${noun}`}>
          {entries.map((entry) => (
            <li key={entry.ID}>{renderEntry(entry, focusList)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An entry's title, which names its card, then its kind and time. */
export function EntryHeader({
  titleId,
  title,
  kind,
  createdAt,
}: {
  titleId: string;
  title: string;
  kind?: string;
  createdAt: string;
}) {
  return (
    <header className={styles.cardHeader}>
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      <p className={styles.meta}>
        {kind ? `${kind} · ` : null}
        <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      </p>
    </header>
  );
}

export interface OpenCardProps {
  title: string;
  /** Shown before the time, e.g. the kind of message. */
  kind?: string;
  createdAt: string;
  /** The resolve call of the entry's kind, taking its id. */
  resolve: UseMutationResult<EmptyAnswer, Error, number>;
  id: number;
  label: string;
  /** The toast on success, and the title of the one on failure. */
  done: string;
  failed: string;
  onResolved: () => void;
  /** The rows of the entry's details (dt and dd pairs). */
  children: ReactNode;
}

/** An entry of an open list: its title, kind and time, its details, and a button that resolves it. */
export function OpenCard({
  title,
  kind,
  createdAt,
  resolve,
  id,
  label,
  done,
  failed,
  onResolved,
  children,
}: OpenCardProps) {
  const toast = useToast();
  const titleId = useId();

  const markResolved = async () => {
    if (resolve.isPending) return;
    try {
      await resolve.mutateAsync(id);
      toast.success(done);
      onResolved();
    } catch (error) {
      toast.error(describeError(error), { title: failed });
    }
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <EntryHeader titleId={titleId} title={title} kind={kind} createdAt={createdAt} />
      <dl className={styles.details}>{children}</dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={markResolved}
          aria-disabled={resolve.isPending || undefined}
          aria-describedby={titleId}
        >
          {resolve.isPending ? 'Resolving…' : label}
        </Button>
      </div>
    </article>
  );
}
