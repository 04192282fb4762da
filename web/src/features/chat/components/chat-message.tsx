import { CHAT_EDIT_WINDOW_MS, CHAT_TEXT_MAX, chatMessages, type Message, reportMessages } from '@swapsies/contract';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { relativeTime } from '@/lib/relative-time.ts';
import type { PendingMessage } from '../lib/chat-state.ts';
import { chatWording, editedTime } from '../lib/chat-wording.ts';
import styles from './chat-panel.module.css';

/** Enter sends, Shift+Enter (or an input method still composing) keeps typing. */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

/** Within the hour after sending, the sender may still change a message (the server checks it too). */
export function isChangeable(message: Message, now: number): boolean {
  return !message.IsDeleted && now - new Date(message.CreatedAt).getTime() < CHAT_EDIT_WINDOW_MS;
}

export interface ChatMessageProps {
  message: Message;
  own: boolean;
  readByPartner: boolean;
  /** Edit and Delete are offered (own, within the hour, the match still on). */
  changeable: boolean;
  now: number;
  onEdit: (messageId: number, text: string) => Promise<boolean>;
  onDelete: (messageId: number) => Promise<boolean>;
  /** Given for a message the viewer may report: the partner's, not deleted. */
  onReport?: (message: Message) => void;
}

/** The message's text in a field, with Cancel and Save: Enter saves, Escape cancels. */
function MessageEditor({
  draft,
  busy,
  onChange,
  onSave,
  onCancel,
}: {
  draft: string;
  busy: boolean;
  onChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={styles.editing}>
      <textarea
        className={styles.editField}
        aria-label={chatWording.editLabel}
        value={draft}
        rows={2}
        // biome-ignore lint/a11y/noAutofocus: the member just asked to edit this message
        autoFocus
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (isSendKey(event)) {
            event.preventDefault();
            onSave();
          } else if (event.key === 'Escape') onCancel();
        }}
      />
      <div className={styles.tools}>
        <Button size="small" variant="ghost" onClick={onCancel}>
          {chatWording.cancel}
        </Button>
        <Button size="small" disabled={busy || !draft.trim()} onClick={onSave}>
          {chatWording.save}
        </Button>
      </div>
    </div>
  );
}

/** When it was sent and edited, whether the partner read it (own), and Report (theirs). */
function MessageMeta({
  message,
  own,
  readByPartner,
  now,
  onReport,
}: Pick<ChatMessageProps, 'message' | 'own' | 'readByPartner' | 'now' | 'onReport'>) {
  return (
    <p className={styles.meta}>
      <time dateTime={message.CreatedAt}>{relativeTime(message.CreatedAt, now)}</time>
      {message.UpdatedAt && !message.IsDeleted ? (
        <span> {chatMessages.edited(editedTime(message.UpdatedAt))}</span>
      ) : null}
      {own ? (
        <span
          className={readByPartner ? styles.read : styles.sent}
          role="img"
          aria-label={readByPartner ? chatWording.read : chatWording.sent}
        >
          <Icon name={readByPartner ? 'check-double' : 'check'} size={14} />
        </span>
      ) : null}
      {onReport ? (
        <Button
          size="small"
          variant="ghost"
          className={styles.report}
          aria-label={reportMessages.reportMessage}
          onClick={() => onReport(message)}
        >
          <Icon name="flag" size={14} />
          <span>{reportMessages.report}</span>
        </Button>
      ) : null}
    </p>
  );
}

/** Editing and deleting one message: the draft while editing, and the delete confirmation. */
function useMessageChanges(message: Message, { onEdit, onDelete }: Pick<ChatMessageProps, 'onEdit' | 'onDelete'>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const text = draft?.trim() ?? '';
    if (!text || text.length > CHAT_TEXT_MAX || busy) return;
    setBusy(true);
    if (await onEdit(message.ID, text)) setDraft(null);
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    await onDelete(message.ID);
    setBusy(false);
    setConfirming(false);
  };
  return { draft, setDraft, confirming, setConfirming, busy, save, remove };
}

export function ChatMessage(props: ChatMessageProps) {
  const { message, own, changeable } = props;
  const { draft, setDraft, confirming, setConfirming, busy, save, remove } = useMessageChanges(message, props);

  return (
    <li className={`${styles.message} ${own ? styles.own : styles.theirs}`}>
      {draft !== null ? (
        <MessageEditor
          draft={draft}
          busy={busy}
          onChange={setDraft}
          onSave={() => void save()}
          onCancel={() => setDraft(null)}
        />
      ) : (
        <p className={`${styles.text} ${message.IsDeleted ? styles.deletedText : ''}`}>
          {message.IsDeleted ? chatMessages.deleted : message.Text}
        </p>
      )}
      <MessageMeta {...props} />
      {changeable && draft === null ? (
        <div className={styles.tools}>
          <Button
            size="small"
            variant="ghost"
            aria-label={chatWording.editLabel}
            onClick={() => setDraft(message.Text)}
          >
            {chatWording.edit}
          </Button>
          <Button size="small" variant="ghost" aria-label={chatWording.deleteLabel} onClick={() => setConfirming(true)}>
            {chatWording.delete}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={chatWording.deleteTitle}
        description={chatWording.deleteDescription}
        confirmLabel={chatWording.delete}
        busyLabel={chatWording.deleting}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

export interface PendingChatMessageProps {
  message: PendingMessage;
  onRetry: (message: PendingMessage) => void;
}

/** The viewer's message before the server confirms it: sending, or not sent with Retry (same ClientID). */
export function PendingChatMessage({ message, onRetry }: PendingChatMessageProps) {
  return (
    <li className={`${styles.message} ${styles.own} ${styles.pending}`}>
      <p className={styles.text}>{message.text}</p>
      <p className={styles.meta}>
        {message.failed ? (
          <>
            <span className={styles.failed}>{chatWording.notSent}</span>
            <Button size="small" variant="ghost" onClick={() => onRetry(message)}>
              {chatWording.retry}
            </Button>
          </>
        ) : (
          <span>{chatWording.sending}</span>
        )}
      </p>
    </li>
  );
}
