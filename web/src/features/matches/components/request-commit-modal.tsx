import { COMMITMENT_TTL, commitmentMessages, matchMessages, type UserItem } from '@swapsies/contract';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useOfferCommitment } from '@/features/matches/api/commitments.ts';
import { describeError } from '@/lib/describe-error.ts';
import styles from './offer-more-modal.module.css';
import { ItemPicker } from './offer-more-modal.tsx';

export interface RequestCommitModalProps {
  matchId: number;
  open: boolean;
  partnerName: string;
  /** The viewer's items in the match, and the partner's: committed ones are left out here. */
  myItems: readonly UserItem[];
  partnerItems: readonly UserItem[];
  mediaToken: string | undefined;
  onClose: () => void;
}

/** Whether the duration typed is a whole number of hours within COMMITMENT_TTL. */
export function validDuration(text: string): boolean {
  const hours = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(hours) && hours >= COMMITMENT_TTL.min && hours <= COMMITMENT_TTL.max;
}

function toggled(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * 'Request to Commit' on the match detail: the viewer picks items of both sides to reserve and a
 * duration in hours (COMMITMENT_TTL), and sends the request to the partner.
 */
export function RequestCommitModal({
  matchId,
  open,
  partnerName,
  myItems,
  partnerItems,
  mediaToken,
  onClose,
}: RequestCommitModalProps) {
  const formId = useId();
  const offering = useOfferCommitment();
  const toast = useToast();
  const [mine, setMine] = useState<ReadonlySet<number>>(new Set());
  const [theirs, setTheirs] = useState<ReadonlySet<number>>(new Set());
  const [duration, setDuration] = useState(String(COMMITMENT_TTL.default));
  const [error, setError] = useState<string | null>(null);
  const [durationError, setDurationError] = useState<string | null>(null);
  const myFree = myItems.filter((item) => !item.Committed);
  const theirFree = partnerItems.filter((item) => !item.Committed);

  const close = () => {
    setMine(new Set());
    setTheirs(new Set());
    setDuration(String(COMMITMENT_TTL.default));
    setError(null);
    setDurationError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offering.isPending) return;
    const userItemIds = myFree.filter((item) => mine.has(item.ID)).map((item) => item.ID);
    const desiredItemIds = theirFree.filter((item) => theirs.has(item.ID)).map((item) => item.ID);
    if (userItemIds.length === 0) return setError(commitmentMessages.noOwnItems);
    if (desiredItemIds.length === 0) return setError(commitmentMessages.noTheirItems);
    if (!validDuration(duration)) return setDurationError(commitmentMessages.badDuration);
    offering.mutate(
      { matchId, userItemIds, desiredItemIds, ttl: Number(duration.trim()) },
      {
        onSuccess: () => {
          toast.success(matchMessages.requestSent);
          close();
        },
        onError: (failure) =>
          toast.error(describeError(failure, { otherwise: matchMessages.genericRetry, catalogueFirst: true }), {
            title: matchMessages.requestFailed,
          }),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={matchMessages.requestCommitTitle}
      dismissible={!offering.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={offering.isPending}>
            {matchMessages.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={offering.isPending}>
            {offering.isPending ? matchMessages.sending : matchMessages.sendRequest}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className={styles.note}>{matchMessages.requestCommitText(partnerName)}</p>
        <ItemPicker
          legend={matchMessages.yourItems}
          items={myFree}
          selected={mine}
          mediaToken={mediaToken}
          onToggle={(id) => {
            setError(null);
            setMine((current) => toggled(current, id));
          }}
        />
        <ItemPicker
          legend={matchMessages.theirItems(partnerName)}
          items={theirFree}
          selected={theirs}
          mediaToken={mediaToken}
          onToggle={(id) => {
            setError(null);
            setTheirs((current) => toggled(current, id));
          }}
        />
        <TextField
          label={matchMessages.commitDuration}
          type="number"
          inputMode="numeric"
          min={COMMITMENT_TTL.min}
          max={COMMITMENT_TTL.max}
          step={1}
          value={duration}
          error={durationError}
          onChange={(event) => {
            setDurationError(null);
            setDuration(event.target.value);
          }}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
