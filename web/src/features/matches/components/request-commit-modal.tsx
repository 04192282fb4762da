import { COMMITMENT_TTL, commitmentMessages, matchMessages, type UserItem } from '@swapsies/contract';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useOfferCommitment } from '../api/commitments.ts';
import { useItemSelection } from '../hooks/use-item-selection.ts';
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

/** The request's form state and its sending: close clears the form, a success closes. */
function useCommitmentRequest(matchId: number, myFree: UserItem[], theirFree: UserItem[], onClose: () => void) {
  const offering = useOfferCommitment();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const mine = useItemSelection(() => setError(null));
  const theirs = useItemSelection(() => setError(null));
  const [duration, setDuration] = useState(String(COMMITMENT_TTL.default));
  const [durationError, setDurationError] = useState<string | null>(null);

  const close = () => {
    mine.clear();
    theirs.clear();
    setDuration(String(COMMITMENT_TTL.default));
    setError(null);
    setDurationError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offering.isPending) return;
    const userItemIds = myFree.filter((item) => mine.selected.has(item.ID)).map((item) => item.ID);
    const desiredItemIds = theirFree.filter((item) => theirs.selected.has(item.ID)).map((item) => item.ID);
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

  const changeDuration = (text: string) => {
    setDurationError(null);
    setDuration(text);
  };

  return { mine, theirs, duration, changeDuration, durationError, error, sending: offering.isPending, close, submit };
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
  const myFree = myItems.filter((item) => !item.Committed);
  const theirFree = partnerItems.filter((item) => !item.Committed);
  const request = useCommitmentRequest(matchId, myFree, theirFree, onClose);
  const offline = useOfflineAction();

  return (
    <Modal
      open={open}
      onClose={request.close}
      title={matchMessages.requestCommitTitle}
      dismissible={!request.sending}
      footer={
        <>
          <Button variant="secondary" onClick={request.close} disabled={request.sending}>
            {matchMessages.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={request.sending || offline.offline}
            aria-describedby={offline.describedBy()}
          >
            {request.sending ? matchMessages.sending : matchMessages.sendRequest}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={request.submit} noValidate>
        <p className={styles.note}>{matchMessages.requestCommitText(partnerName)}</p>
        <ItemPicker legend={matchMessages.yourItems} items={myFree} selection={request.mine} mediaToken={mediaToken} />
        <ItemPicker
          legend={matchMessages.theirItems(partnerName)}
          items={theirFree}
          selection={request.theirs}
          mediaToken={mediaToken}
        />
        <TextField
          label={matchMessages.commitDuration}
          type="number"
          inputMode="numeric"
          min={COMMITMENT_TTL.min}
          max={COMMITMENT_TTL.max}
          step={1}
          value={request.duration}
          error={request.durationError}
          onChange={(event) => request.changeDuration(event.target.value)}
        />
        {request.error ? <Alert tone="error">{request.error}</Alert> : null}
      </form>
    </Modal>
  );
}
