import { type BlockedMember, blockWords, commonWords, offlineWords } from '@swapsies/contract';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Avatar, fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useBlocks, useUnblockUser } from '@/data/blocks.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useOnline } from '@/lib/online.ts';
import styles from './settings.module.css';

const firstNameOf = (member: BlockedMember) => member.FirstName || fullName(member);

/**
 * Unblock, with its toasts; several members may be unblocked at once, so each is tracked by id
 * (mutateAsync: mutate's callbacks fire for the latest call only).
 */
function useUnblock() {
  const toast = useToast();
  const unblocking = useUnblockUser();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const unblock = async (member: BlockedMember) => {
    setPending((ids) => new Set(ids).add(member.ID));
    try {
      await unblocking.mutateAsync(member.ID);
      toast.success(blockWords.unblocked(firstNameOf(member)));
    } catch (error) {
      toast.error(describeError(error), { title: blockWords.unblockFailed });
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(member.ID);
        return next;
      });
    }
  };
  return { unblock: (member: BlockedMember) => void unblock(member), isPending: (id: number) => pending.has(id) };
}

function BlockedRow({
  member,
  mediaToken,
  noteId,
  busy,
  onUnblock,
}: {
  member: BlockedMember;
  mediaToken: string | undefined;
  noteId: string;
  busy: boolean;
  onUnblock: () => void;
}) {
  const offline = useOfflineAction();
  const name = fullName(member);
  return (
    <li className={styles.row}>
      <Avatar name={name} photo={member.ProfilePhoto} mediaToken={mediaToken} />
      <span className={styles.blockedName}>{name}</span>
      <Button
        variant="secondary"
        size="small"
        aria-label={blockWords.unblockMember(firstNameOf(member))}
        // Said before it is pressed: unblocking brings back nothing the block ended.
        aria-describedby={offline.describedBy(noteId)}
        disabled={busy || offline.offline}
        aria-busy={busy || undefined}
        onClick={onUnblock}
      >
        {busy ? blockWords.unblocking : blockWords.unblock}
      </Button>
    </li>
  );
}

/**
 * Settings' "Blocked members" (GET /blocks): each with Unblock, which asks nothing, as it ends
 * nothing; the note under the list says that it restores nothing the block ended either.
 */
export function BlockedMembers({ mediaToken }: { mediaToken: string | undefined }) {
  const blocks = useBlocks();
  const online = useOnline();
  const { unblock, isPending } = useUnblock();
  const noteId = useId();
  const members = blocks.data?.Blocks ?? [];

  let body: ReactNode;
  // Offline with nothing loaded: the banner says why; the section says there is nothing to show yet.
  if (!online && (blocks.isPending || blocks.isError))
    body = <p className={styles.muted}>{offlineWords.screenMessage}</p>;
  else if (blocks.isPending) body = <Spinner label={blockWords.loading} />;
  else if (blocks.isError)
    body = (
      <Alert tone="error">
        <p className={styles.alertText}>{describeError(blocks.error, { otherwise: blockWords.loadFailed })}</p>
        <Button size="small" onClick={() => blocks.refetch()} disabled={blocks.isFetching}>
          {commonWords.retry}
        </Button>
      </Alert>
    );
  else if (members.length === 0) body = <p className={styles.muted}>{blockWords.listEmpty}</p>;
  else
    body = (
      <>
        <ul className={styles.blockedList} aria-label={blockWords.listTitle}>
          {members.map((member) => (
            <BlockedRow
              key={member.ID}
              member={member}
              mediaToken={mediaToken}
              noteId={noteId}
              busy={isPending(member.ID)}
              onUnblock={() => unblock(member)}
            />
          ))}
        </ul>
        <p id={noteId} className={styles.muted}>
          {blockWords.unblockNote}
        </p>
      </>
    );

  return (
    <section className={styles.card} aria-labelledby="settings-blocked">
      <h2 id="settings-blocked" className={styles.cardTitle}>
        {blockWords.listTitle}
      </h2>
      <p className={styles.muted}>{blockWords.listLead}</p>
      {body}
    </section>
  );
}
