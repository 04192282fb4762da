import {
  CHAT_EDIT_WINDOW_MS,
  CHAT_TEXT_MAX,
  chatMessages,
  type HandoverLine,
  handoverLineText,
  type Message,
  reportMessages,
  underReviewWords,
} from '@swapsies/contract';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Menu, type MenuButtonState, type MenuItem, useMenuButton } from '@/components/ui/menu.tsx';
import { relativeTime } from '@/lib/relative-time.ts';
import { useLongPress } from '@/lib/use-long-press.ts';
import type { PendingMessage } from '../lib/chat-state.ts';
import { chatWording, editedTime } from '../lib/chat-wording.ts';
import styles from './chat-panel.module.css';

/** A stable ref callback, so that it runs once, when the field appears. */
function focusOnMount(field: HTMLTextAreaElement | null): void {
  field?.focus();
}

/** A menu item's height and the menu's padding, to tell whether the menu fits below its button. */
const MENU_ITEM_PX = 44;
const MENU_PADDING_PX = 16;

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
        // The member just asked to edit this message. A ref rather than autoFocus: Preact only sets the
        // attribute, which browsers heed at page load, not when the field appears later.
        ref={focusOnMount}
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

/** When it was sent and edited, and whether the partner read it (own). */
function MessageMeta({
  message,
  own,
  readByPartner,
  now,
}: Pick<ChatMessageProps, 'message' | 'own' | 'readByPartner' | 'now'>) {
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
    </p>
  );
}

/**
 * The text, or what stands in for it: deleted, or hidden from the partner while a moderator reviews
 * it (the partner gets it with no text; its sender still reads it, marked under review).
 */
function MessageText({ message, own }: Pick<ChatMessageProps, 'message' | 'own'>) {
  let placeholder: string | null = null;
  if (message.IsDeleted) placeholder = chatMessages.deleted;
  else if (message.UnderReview && !own) placeholder = underReviewWords.hiddenMessage;
  return <p className={`${styles.text} ${placeholder ? styles.deletedText : ''}`}>{placeholder ?? message.Text}</p>;
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

/** What the viewer may do with the message, as the menu's items: Edit and Delete (own, in the hour), Report (theirs). */
function messageActions(
  { message, changeable, onReport }: Pick<ChatMessageProps, 'message' | 'changeable' | 'onReport'>,
  { startEditing, askToDelete }: { startEditing: () => void; askToDelete: () => void },
): MenuItem[] {
  const actions: MenuItem[] = [];
  if (changeable) {
    actions.push({ key: 'edit', label: chatWording.edit, onSelect: startEditing });
    actions.push({ key: 'delete', label: chatWording.delete, onSelect: askToDelete });
  }
  if (onReport) actions.push({ key: 'report', label: reportMessages.report, onSelect: () => onReport(message) });
  return actions;
}

/**
 * The "⋯" beside the bubble and its menu (a sheet along the bottom on a phone). On a desktop the
 * menu opens above the button when the log has no room for it below and more above: the log clips
 * what overflows.
 */
function MessageActions({ items, own, menu }: { items: MenuItem[]; own: boolean; menu: MenuButtonState }) {
  const [above, setAbove] = useState(false);
  const { open, wrapRef } = menu;
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    const log = wrap?.closest('[role="log"]');
    if (!open || !wrap || !log) return;
    const room = items.length * MENU_ITEM_PX + MENU_PADDING_PX;
    const button = wrap.getBoundingClientRect();
    const bounds = log.getBoundingClientRect();
    const below = bounds.bottom - button.bottom;
    setAbove(below < room && button.top - bounds.top > below);
  }, [open, wrapRef, items.length]);

  return (
    // The menu coming and going is not news: the log around it announces only new messages.
    <div className={styles.actions} aria-live="off">
      <Menu
        label={chatWording.actions}
        items={items}
        icon="more"
        state={menu}
        menuClassName={[styles.actionsMenu, own ? styles.ownMenu : '', above ? styles.menuAbove : ''].join(' ')}
      />
    </div>
  );
}

export function ChatMessage(props: ChatMessageProps) {
  const { message, own } = props;
  const { draft, setDraft, confirming, setConfirming, busy, save, remove } = useMessageChanges(message, props);
  const items = messageActions(props, {
    startEditing: () => setDraft(message.Text),
    askToDelete: () => setConfirming(true),
  });
  const menu = useMenuButton(items.length);
  const longPress = useLongPress(() => menu.show());
  const hasActions = items.length > 0 && draft === null;

  // Done editing, focus goes back to the "⋯" the edit was chosen from, in the commit that removes the
  // field (a passive effect runs a frame later under Preact, the focus on the page's body till then).
  const editing = draft !== null;
  const wasEditing = useRef(false);
  useLayoutEffect(() => {
    if (!editing && wasEditing.current) menu.buttonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing, menu.buttonRef]);

  return (
    <li className={`${styles.message} ${own ? styles.own : styles.theirs}`}>
      <div className={styles.bubble} {...(hasActions ? longPress : {})}>
        {draft !== null ? (
          <MessageEditor
            draft={draft}
            busy={busy}
            onChange={setDraft}
            onSave={() => void save()}
            onCancel={() => setDraft(null)}
          />
        ) : (
          <MessageText message={message} own={own} />
        )}
        {own && message.UnderReview && !message.IsDeleted ? (
          <p className={styles.underReview}>
            <strong>{underReviewWords.badge}</strong> {underReviewWords.messageNote}
          </p>
        ) : null}
        <MessageMeta {...props} />
      </div>
      {hasActions ? <MessageActions items={items} own={own} menu={menu} /> : null}
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

export interface ChatSystemLineProps {
  /** A message a handover change left. */
  message: Message & { Handover: HandoverLine };
  /** Who made the change: the partner's first name, or `handoverLines.you`. */
  name: string;
  now: number;
}

/** A line a handover change left in the chat: centred, no bubble, nothing to edit or report. */
export function ChatSystemLine({ message, name, now }: ChatSystemLineProps) {
  return (
    <li className={styles.systemLine}>
      <p className={styles.text}>{handoverLineText(message.Handover, name)}</p>
      <p className={styles.meta}>
        <time dateTime={message.CreatedAt}>{relativeTime(message.CreatedAt, now)}</time>
      </p>
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
      <div className={styles.bubble}>
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
      </div>
    </li>
  );
}
