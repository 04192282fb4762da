import {
  FEEDBACK_TEXT_MAX,
  FeedbackReason,
  FeedbackReasons,
  feedbackDay,
  feedbackReasonLabels,
  feedbackWords,
  type GivenFeedback,
  type MatchFeedback,
} from '@swapsies/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useFormState } from '@/lib/use-form-state.ts';
import { useGiveFeedback } from '../api/after-handover.ts';
import {
  checkFeedback,
  EMPTY_FEEDBACK,
  type FeedbackDraft,
  type FeedbackField,
  feedbackBody,
  feedbackOpen,
} from '../lib/feedback.ts';
import styles from './feedback-card.module.css';

const ORDER: readonly FeedbackField[] = ['thumb', 'reason', 'text'];
/** The control each field's message sends focus to: a group's first choice. */
const FIELD_IDS: Record<FeedbackField, string> = {
  thumb: 'feedback-thumb-up',
  reason: `feedback-reason-${FeedbackReasons[0]}`,
  text: 'feedback-text',
};
const idOf = (field: FeedbackField) => FIELD_IDS[field];

export interface FeedbackCardProps {
  matchId: number;
  feedback: MatchFeedback;
  /** The partner's first name. */
  partnerName: string;
}

interface ChoicesProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string; id: string; icon?: string }[];
  value: T | null;
  error: string | undefined;
  onChoose: (value: T) => void;
}

/** One choice of a few, as radios in a fieldset with its legend and its message. */
function Choices<T extends string>({ legend, name, choices, value, error, onChoose }: ChoicesProps<T>) {
  const errorId = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            id={choice.id}
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChoose(choice.value)}
          />
          {choice.icon ? <span aria-hidden="true">{choice.icon}</span> : null}
          {choice.label}
        </label>
      ))}
      <FieldError id={errorId} live={false}>
        {error}
      </FieldError>
    </fieldset>
  );
}

const THUMBS = [
  { value: 'up', label: feedbackWords.thumbsUp, icon: feedbackWords.thumbsUpIcon, id: FIELD_IDS.thumb },
  { value: 'down', label: feedbackWords.thumbsDown, icon: feedbackWords.thumbsDownIcon, id: 'feedback-thumb-down' },
] as const;

const REASONS = FeedbackReasons.map((reason) => ({
  value: reason,
  label: feedbackReasonLabels[reason],
  id: `feedback-reason-${reason}`,
}));

/** The form's values, its checks and sending; a refusal is a toast in the server's words. */
function useFeedbackForm(matchId: number) {
  const giving = useGiveFeedback();
  const toast = useToast();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const form = useFormState<FeedbackField>({ order: ORDER, idOf, holdFocus: giving.isPending });

  const change = (patch: Partial<FeedbackDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (giving.isPending) return;
    const problems = checkFeedback(draft);
    setErrors(problems);
    if (form.focusFirst(problems)) return;
    giving.mutate(
      { matchId, body: feedbackBody(draft) },
      {
        onSuccess: () => toast.success(feedbackWords.sent),
        onError: (failure) =>
          toast.error(describeError(failure, { otherwise: feedbackWords.failed, catalogueFirst: true }), {
            title: feedbackWords.failed,
          }),
      },
    );
  };
  return { draft, errors, change, submit, sending: giving.isPending };
}

/** Thumbs up, or thumbs down with a reason and words (which Other needs), and what happens to it. */
function FeedbackForm({ matchId, feedback, partnerName }: FeedbackCardProps) {
  const name = useId();
  const offline = useOfflineAction();
  const { draft, errors, change, submit, sending } = useFeedbackForm(matchId);
  const down = draft.thumb === 'down';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Choices
        legend={feedbackWords.legend(partnerName)}
        name={`${name}-thumb`}
        choices={THUMBS}
        value={draft.thumb}
        error={errors.thumb}
        onChoose={(thumb) => change({ thumb })}
      />
      {down ? (
        <Choices
          legend={feedbackWords.reasonLegend}
          name={`${name}-reason`}
          choices={REASONS}
          value={draft.reason}
          error={errors.reason}
          onChoose={(reason) => change({ reason })}
        />
      ) : null}
      {down ? (
        <TextField
          id={FIELD_IDS.text}
          multiline
          label={feedbackWords.text}
          hint={feedbackWords.textHint}
          optional={draft.reason !== FeedbackReason.Other}
          maxLength={FEEDBACK_TEXT_MAX}
          value={draft.text}
          error={errors.text}
          onChange={(event) => change({ text: event.target.value })}
        />
      ) : null}
      <p className={styles.note}>{feedbackWords.doubleBlind(partnerName, feedbackDay(feedback.OpenUntil))}</p>
      <p className={styles.note}>{feedbackWords.reviewed}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={sending || offline.offline} aria-describedby={offline.describedBy()}>
          {sending ? feedbackWords.sending : feedbackWords.send}
        </Button>
      </div>
    </form>
  );
}

function givenText(given: GivenFeedback, partnerName: string): string {
  if (given.Positive) return feedbackWords.gaveUp(partnerName);
  const reason = given.Reason ? feedbackReasonLabels[given.Reason] : feedbackWords.thumbsDown;
  return feedbackWords.gaveDown(partnerName, reason);
}

/** The partner's feedback once shown; while it may still come, when it will show. */
function ReceivedLine({ feedback, partnerName, now }: { feedback: MatchFeedback; partnerName: string; now: number }) {
  const { Received, OpenUntil } = feedback;
  let text: string | null = null;
  if (Received)
    text = Received.Positive ? feedbackWords.receivedUp(partnerName) : feedbackWords.receivedDown(partnerName);
  else if (Date.parse(OpenUntil) > now) text = feedbackWords.receivedOn(partnerName, feedbackDay(OpenUntil));
  return text ? <p className={styles.line}>{text}</p> : null;
}

/**
 * Feedback on the partner (issue 27), once a confirmed exchange or a recorded no-show opens it:
 * the form while it may be given, then what the viewer gave and, once shown, what they received.
 * It is double-blind: neither sees the other's until both have given theirs or the window closes.
 */
export function FeedbackCard(props: FeedbackCardProps) {
  const { feedback, partnerName } = props;
  const headingId = useId();
  const now = Date.now();
  let mine: string | null = null;
  if (feedback.Given) mine = givenText(feedback.Given, partnerName);
  else if (!feedbackOpen(feedback, now)) mine = feedbackWords.closed;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {feedbackWords.title}
      </h2>
      {mine === null ? <FeedbackForm {...props} /> : <p className={styles.status}>{mine}</p>}
      {mine === null ? null : <ReceivedLine feedback={feedback} partnerName={partnerName} now={now} />}
    </section>
  );
}
