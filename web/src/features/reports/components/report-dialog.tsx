import {
  blockWords,
  ErrorCode,
  httpMessages,
  REPORT_REASON_OTHER,
  REPORT_TEXT_MAX,
  type ReportBody,
  reportMessages,
  reportReasons,
} from '@swapsies/contract';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { type BlockableMember, useBlockMember } from '@/data/blocks.ts';
import type { ReportTarget } from '@/data/report-request.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSendReport } from '../api/send-report.ts';
import styles from './report-dialog.module.css';

export interface ReportDialogProps {
  target: ReportTarget;
  onClose: () => void;
}

/** The server's own words for a refused report: its first field message, or the limit in plain words. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return httpMessages.internal;
  if (error.status === 429) return reportMessages.tooMany;
  if (error.code === ErrorCode.VALIDATION_ERROR) return error.fieldErrors[0]?.Message ?? error.message;
  return error.message;
}

type Problem = { field: 'reason' | 'text'; message: string };

/** The dialog's title, naming what is reported. */
function titleOf(target: ReportTarget): string {
  const titles: Record<ReportTarget['type'], string> = {
    item: reportMessages.itemTitle(target.name),
    user: reportMessages.memberTitle(target.name),
    message: reportMessages.messageTitle,
  };
  return titles[target.type];
}

/** The thank-you once the report is sent. */
function ThanksDialog({ onClose }: { onClose: () => void }) {
  return (
    // A dialog of its own (key), so that focus moves to its Close button.
    <Modal
      key="thanks"
      open
      hideCloseButton
      size="small"
      onClose={onClose}
      title={reportMessages.thanksTitle}
      footer={<Button onClick={onClose}>{reportMessages.close}</Button>}
    >
      <p className={styles.thanks}>{reportMessages.thanksText}</p>
    </Modal>
  );
}

interface ReasonChoicesProps {
  type: ReportTarget['type'];
  name: string;
  reason: string;
  onChoose: (reason: string) => void;
  firstRef: RefObject<HTMLInputElement | null>;
  /** The message when no reason was chosen. */
  error: string | null;
}

/** The reasons for this kind of report, one to choose. */
function ReasonChoices({ type, name, reason, onChoose, firstRef, error }: ReasonChoicesProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.reasons} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{reportMessages.reasonLegend}</legend>
      {reportReasons[type].map((choice, index) => (
        <label key={choice} className={styles.reason}>
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={choice}
            checked={reason === choice}
            onChange={() => onChoose(choice)}
          />
          {choice}
        </label>
      ))}
      <FieldError id={errorId} live={false}>
        {error}
      </FieldError>
    </fieldset>
  );
}

/** Why the report was not sent, in the server's words. */
function SendFailure({ error }: { error: unknown }) {
  return (
    <Alert tone="error">
      <strong>{reportMessages.failed}</strong>
      <br />
      {failureMessage(error)}
    </Alert>
  );
}

/** "Also block Jo", where the target has an owner the viewer may block: ticked, the report is followed by a block. */
function AlsoBlock({
  owner,
  checked,
  onChange,
}: {
  owner: BlockableMember | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  if (!owner) return null;
  return (
    <div>
      <label className={styles.reason}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {blockWords.alsoBlock(owner.firstName)}
      </label>
      <p id={hintId} className={styles.hint}>
        {blockWords.alsoBlockHint(owner.firstName)}
      </p>
    </div>
  );
}

/** Sends the report; with "Also block" ticked, the block follows once the report is sent. */
function useSendReportAndBlock({ owner, onBlocked }: ReportTarget) {
  const sending = useSendReport();
  const blocking = useBlockMember(onBlocked);
  const [alsoBlock, setAlsoBlock] = useState(false);
  // The report first: across a block, the member and what they own answer as gone, the report's target too.
  const afterSent = () => {
    if (alsoBlock && owner) void blocking.block(owner);
  };
  const send = (body: ReportBody) => sending.mutate(body, { onSuccess: afterSent });
  return { sending, send, alsoBlock, setAlsoBlock };
}

/**
 * Report an item, a member or a chat message (POST /report): a reason from a short list and, in the member's
 * own words, what is wrong; then a thank-you. "Something else" needs the words. Where the target
 * has an owner the viewer may block, "Also block Jo" blocks them once the report is sent.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const formId = useId();
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const { sending, send, alsoBlock, setAlsoBlock } = useSendReportAndBlock(target);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const wordsNeeded = reason === REPORT_REASON_OTHER;

  if (sending.isSuccess) return <ThanksDialog onClose={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending) return;
    if (!reason) {
      setProblem({ field: 'reason', message: reportMessages.chooseReason });
      firstReasonRef.current?.focus();
      return;
    }
    if (wordsNeeded && !text.trim()) {
      setProblem({ field: 'text', message: reportMessages.textNeeded });
      textRef.current?.focus();
      return;
    }
    setProblem(null);
    send({ TargetType: target.type, TargetID: target.id, Reason: reason, Text: text.trim() });
  };

  return (
    <Modal
      key="form"
      open
      size="small"
      onClose={onClose}
      title={titleOf(target)}
      dismissible={!sending.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending.isPending}>
            {reportMessages.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={sending.isPending}>
            {sending.isPending ? reportMessages.sending : reportMessages.send}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <ReasonChoices
          type={target.type}
          name={`${formId}-reason`}
          reason={reason}
          onChoose={(choice) => {
            setReason(choice);
            setProblem(null);
          }}
          firstRef={firstReasonRef}
          error={problem?.field === 'reason' ? problem.message : null}
        />
        <TextField
          ref={textRef}
          multiline
          label={reportMessages.textLabel}
          hint={reportMessages.textHint}
          optional={!wordsNeeded}
          maxLength={REPORT_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem?.field === 'text') setProblem(null);
          }}
          error={problem?.field === 'text' ? problem.message : null}
        />
        <AlsoBlock owner={target.owner} checked={alsoBlock} onChange={setAlsoBlock} />
        {sending.isError ? <SendFailure error={sending.error} /> : null}
      </form>
    </Modal>
  );
}
