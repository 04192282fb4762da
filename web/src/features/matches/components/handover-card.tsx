import { type Handover, handoverWhen, handoverWords, matchMessages } from '@swapsies/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { saveFile } from '@/lib/save-file.ts';
import { fetchHandoverCalendar, type HandoverAction, useHandoverAction } from '../api/handover.ts';
import { type HandoverSide, handoverSide } from '../lib/handover.ts';
import type { CommitmentActions } from './commitment-controls.tsx';
import styles from './handover-card.module.css';
import { ProposeHandoverModal } from './propose-handover-modal.tsx';

/** The dialogs of the card, which the page holds: Escape then belongs to them, not to Back. */
export type HandoverDialog = 'propose-handover' | 'cancel-handover';

export interface HandoverCardProps {
  matchId: number;
  handover: Handover | null;
  viewerId: number;
  partnerName: string;
  /** The commitment's actions, null where the match has none (a charity, pint and charity matches). */
  commitment: CommitmentActions | null;
  /** Whether an accepted commitment holds the items now. */
  committed: boolean;
  dialog: HandoverDialog | null;
  onDialog: (dialog: HandoverDialog | null) => void;
}

const failureTitles: Record<HandoverAction, string> = {
  accept: handoverWords.acceptFailed,
  decline: handoverWords.declineFailed,
  cancel: handoverWords.cancelFailed,
};

const successToasts: Record<HandoverAction, string> = {
  accept: handoverWords.acceptedToast,
  decline: handoverWords.declinedToast,
  cancel: handoverWords.cancelledToast,
};

/** Accept, decline and cancel, one at a time: a success and a failure are each a toast. */
function useHandoverActs(handover: Handover | null, afterCancel: () => void) {
  const toast = useToast();
  const acting = useHandoverAction();
  const busyWith = acting.isPending ? (acting.variables?.action ?? null) : null;
  const act = (action: HandoverAction) => {
    if (handover === null || acting.isPending) return;
    acting.mutate(
      { action, handoverId: handover.ID },
      {
        onSuccess: () => toast.success(successToasts[action]),
        onError: (failure) =>
          toast.error(describeError(failure, { otherwise: matchMessages.genericRetry, catalogueFirst: true }), {
            title: failureTitles[action],
          }),
        onSettled: () => {
          if (action === 'cancel') afterCancel();
        },
      },
    );
  };
  return { act, busyWith };
}

/** "Add to calendar": the invite needs the bearer token, so it is fetched and handed over as a file. */
function useCalendarDownload(matchId: number) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await fetchHandoverCalendar(matchId), handoverWords.calendarFile(matchId));
    } catch (failure) {
      toast.error(describeError(failure, { otherwise: handoverWords.calendarFailed, catalogueFirst: true }), {
        title: handoverWords.calendarFailed,
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

function statusText(side: HandoverSide, partnerName: string): string {
  if (side === 'agreed') return handoverWords.agreed;
  return side === 'proposed-by-me' ? handoverWords.proposedByMe(partnerName) : handoverWords.proposedToMe(partnerName);
}

/** When, where and the note of the open arrangement. */
function HandoverDetails({ handover }: { handover: Handover }) {
  return (
    <dl className={styles.details}>
      <dt>{handoverWords.when}</dt>
      <dd>
        <time dateTime={handover.At}>{handoverWhen(handover.At)}</time>
      </dd>
      <dt>{handoverWords.where}</dt>
      <dd>{handover.Place}</dd>
      {handover.Note ? (
        <>
          <dt>{handoverWords.note}</dt>
          <dd>{handover.Note}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The hold in a line: an agreed handover keeps committed items; without a commitment, the way to make one. */
function CommitmentLine({ commitment, committed }: Pick<HandoverCardProps, 'commitment' | 'committed'>) {
  const offline = useOfflineAction();
  if (commitment === null) return null;
  if (committed) return <p className={styles.line}>{handoverWords.holdsItems}</p>;
  return (
    <>
      <p className={styles.line}>{handoverWords.noCommitmentYet}</p>
      {commitment.mayRequest ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            disabled={commitment.blockedReason !== null || offline.offline}
            aria-describedby={offline.describedBy()}
            onClick={commitment.request}
          >
            <Icon name="lock" />
            <span>{handoverWords.makeCommitment}</span>
          </Button>
        </div>
      ) : null}
    </>
  );
}

interface ActionButtonsProps {
  side: HandoverSide | null;
  busyWith: HandoverAction | null;
  calendarBusy: boolean;
  onAct: (action: HandoverAction) => void;
  onDialog: (dialog: HandoverDialog) => void;
  onCalendar: () => void;
}

/** What the viewer may do: answer a proposal made to them, cancel either side's, add an agreed one to the calendar. */
function ActionButtons({ side, busyWith, calendarBusy, onAct, onDialog, onCalendar }: ActionButtonsProps) {
  const offline = useOfflineAction();
  const off = { disabled: busyWith !== null || offline.offline, 'aria-describedby': offline.describedBy() };
  const label = (action: HandoverAction, words: string) => (busyWith === action ? handoverWords.working : words);
  if (side === null)
    return (
      <div className={styles.actions}>
        <Button {...off} onClick={() => onDialog('propose-handover')}>
          {handoverWords.arrange}
        </Button>
      </div>
    );
  return (
    <div className={styles.actions}>
      {side === 'proposed-to-me' ? (
        <>
          <Button {...off} onClick={() => onAct('accept')}>
            <Icon name="check" />
            <span>{label('accept', handoverWords.accept)}</span>
          </Button>
          <Button variant="secondary" {...off} onClick={() => onAct('decline')}>
            <Icon name="close" />
            <span>{label('decline', handoverWords.decline)}</span>
          </Button>
          <Button variant="secondary" {...off} onClick={() => onDialog('propose-handover')}>
            {handoverWords.proposeAnother}
          </Button>
        </>
      ) : null}
      {side === 'agreed' ? (
        <Button variant="secondary" {...off} disabled={calendarBusy || off.disabled} onClick={onCalendar}>
          {handoverWords.addToCalendar}
        </Button>
      ) : null}
      <Button variant="ghost" {...off} onClick={() => onDialog('cancel-handover')}>
        {handoverWords.cancel}
      </Button>
    </div>
  );
}

/**
 * The handover of an active match (issue 27): the open arrangement and the viewer's part in it, or
 * "Arrange handover" when there is none. Its changes come back through the match's refetch (the
 * live stream's, or the refresh after a call).
 */
export function HandoverCard(props: HandoverCardProps) {
  const { matchId, handover, viewerId, partnerName, commitment, committed, dialog, onDialog } = props;
  const closeDialog = () => onDialog(null);
  const { act, busyWith } = useHandoverActs(handover, closeDialog);
  const calendar = useCalendarDownload(matchId);
  const side = handover ? handoverSide(handover, viewerId) : null;

  return (
    <section className={styles.card} aria-label={handoverWords.cardLabel}>
      <h2 className={styles.title}>{handoverWords.title}</h2>
      {handover && side ? (
        <>
          <p className={styles.status}>{statusText(side, partnerName)}</p>
          <HandoverDetails handover={handover} />
        </>
      ) : (
        <p className={styles.line}>{handoverWords.none}</p>
      )}
      <CommitmentLine commitment={commitment} committed={committed} />
      <ActionButtons
        side={side}
        busyWith={busyWith}
        calendarBusy={calendar.busy}
        onAct={act}
        onDialog={onDialog}
        onCalendar={() => void calendar.download()}
      />
      <ProposeHandoverModal
        matchId={matchId}
        open={dialog === 'propose-handover'}
        counter={handover !== null}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog === 'cancel-handover' && handover !== null}
        title={handoverWords.cancelTitle}
        description={handoverWords.cancelText(partnerName)}
        confirmLabel={handoverWords.cancel}
        busyLabel={handoverWords.cancelling}
        cancelLabel={handoverWords.keep}
        busy={busyWith === 'cancel'}
        onCancel={closeDialog}
        onConfirm={() => act('cancel')}
      />
    </section>
  );
}
