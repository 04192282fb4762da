import {
  HANDOVER_MAX_AHEAD_MS,
  HANDOVER_MIN_LEAD_MS,
  HANDOVER_NOTE_MAX,
  HANDOVER_PLACE_MAX,
  handoverWords,
} from '@swapsies/contract';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { type FieldMessages, serverFieldMessages, useFormState } from '@/lib/use-form-state.ts';
import { useProposeHandover } from '../api/handover.ts';
import {
  checkProposal,
  handoverTipsSeen,
  type ProposalDraft,
  type ProposalField,
  proposalBody,
  rememberHandoverTipsSeen,
  ukWallClock,
} from '../lib/handover.ts';
import styles from './offer-more-modal.module.css';

const ORDER: readonly ProposalField[] = ['date', 'time', 'place', 'note'];
const EMPTY: ProposalDraft = { date: '', time: '', place: '', note: '' };

/** The server's field names (the body's) on the form's fields; At is the date and time together. */
const asField = (serverField: string): ProposalField | null => {
  if (serverField === 'At') return 'time';
  if (serverField === 'Place') return 'place';
  if (serverField === 'Note') return 'note';
  return null;
};

export interface ProposeHandoverModalProps {
  matchId: number;
  open: boolean;
  /** Another time in place of the open arrangement, rather than a first one. */
  counter: boolean;
  onClose: () => void;
}

/** The form's values, its checks and sending: a success closes it, and the tips are then seen. */
function useProposalForm(matchId: number, onClose: () => void) {
  const proposing = useProposeHandover();
  const toast = useToast();
  const [draft, setDraft] = useState<ProposalDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldMessages<ProposalField>>({});
  const form = useFormState<ProposalField>({
    order: ORDER,
    idOf: (field) => `handover-${field}`,
    holdFocus: proposing.isPending,
  });

  const close = () => {
    setDraft(EMPTY);
    setErrors({});
    onClose();
  };
  const change = (field: ProposalField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (proposing.isPending) return;
    const problems = checkProposal(draft, Date.now());
    setErrors(problems);
    if (form.focusFirst(problems)) return;
    proposing.mutate(
      { matchId, body: proposalBody(draft) },
      {
        onSuccess: () => {
          rememberHandoverTipsSeen(matchId);
          toast.success(handoverWords.proposedToast);
          close();
        },
        onError: (failure) => {
          const onFields = serverFieldMessages(failure, asField);
          setErrors(onFields);
          if (form.focusFirst(onFields)) return;
          toast.error(describeError(failure, { otherwise: handoverWords.proposeFailed, catalogueFirst: true }), {
            title: handoverWords.proposeFailed,
          });
        },
      },
    );
  };
  return { draft, errors, change, close, submit, sending: proposing.isPending };
}

/** Meet in public, tell someone, never pay ahead, report what feels off: before the first proposal in a match. */
function SafetyTips() {
  return (
    <Alert tone="info" live={false}>
      <strong>{handoverWords.safetyTitle}</strong>
      <ul>
        {handoverWords.safetyTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * 'Propose a handover': a date and a time (UK time, native pickers bounded to the next 14 days),
 * a place with a public one suggested, and a note. The checks are the server's.
 */
export function ProposeHandoverModal({ matchId, open, counter, onClose }: ProposeHandoverModalProps) {
  const formId = useId();
  const offline = useOfflineAction();
  const proposal = useProposalForm(matchId, onClose);
  const { draft, errors, change } = proposal;
  const now = Date.now();
  const earliest = ukWallClock(now + HANDOVER_MIN_LEAD_MS).date;
  const latest = ukWallClock(now + HANDOVER_MAX_AHEAD_MS).date;

  return (
    <Modal
      open={open}
      onClose={proposal.close}
      title={counter ? handoverWords.proposeAnotherTitle : handoverWords.proposeTitle}
      dismissible={!proposal.sending}
      footer={
        <>
          <Button variant="secondary" onClick={proposal.close} disabled={proposal.sending}>
            {handoverWords.close}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={proposal.sending || offline.offline}
            aria-describedby={offline.describedBy()}
          >
            {proposal.sending ? handoverWords.sending : handoverWords.send}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={proposal.submit} noValidate>
        {open && !handoverTipsSeen(matchId) ? <SafetyTips /> : null}
        <p className={styles.note}>{handoverWords.timeHint}</p>
        <TextField
          id="handover-date"
          label={handoverWords.date}
          type="date"
          min={earliest}
          max={latest}
          value={draft.date}
          error={errors.date}
          onChange={(event) => change('date', event.target.value)}
        />
        <TextField
          id="handover-time"
          label={handoverWords.time}
          type="time"
          value={draft.time}
          error={errors.time}
          onChange={(event) => change('time', event.target.value)}
        />
        <TextField
          id="handover-place"
          label={handoverWords.place}
          hint={handoverWords.placeHint}
          maxLength={HANDOVER_PLACE_MAX}
          value={draft.place}
          error={errors.place}
          onChange={(event) => change('place', event.target.value)}
        />
        <TextField
          id="handover-note"
          label={handoverWords.noteLabel}
          hint={handoverWords.noteHint}
          optional
          multiline
          maxLength={HANDOVER_NOTE_MAX}
          value={draft.note}
          error={errors.note}
          onChange={(event) => change('note', event.target.value)}
        />
      </form>
    </Modal>
  );
}
