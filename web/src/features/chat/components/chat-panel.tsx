import { blockWords, chatMessages, handoverLines, type Match, type Message } from '@swapsies/contract';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { BlockDialog, blockMenuItem } from '@/components/block-dialog/block-dialog.tsx';
import { fullName } from '@/components/ui/avatar.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type BlockableMember, useBlockMember } from '@/data/blocks.ts';
import { matchSides } from '@/data/matches.ts';
import { useRequestReport } from '@/data/report-request.ts';
import { type Chat, useChat } from '../hooks/use-chat.ts';
import { isReadByPartner, orderedMessages } from '../lib/chat-state.ts';
import { chatWording } from '../lib/chat-wording.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessage, ChatSystemLine, isChangeable, PendingChatMessage } from './chat-message.tsx';
import styles from './chat-panel.module.css';

/** How near the end of the log still counts as reading the newest messages. */
const AT_END_PX = 32;

export interface ChatPanelProps {
  match: Match;
  viewerId: number;
  minimised: boolean;
  onMinimise: (minimised: boolean) => void;
  onClose: () => void;
  /** A phone's full-height sheet rather than the floating panel. */
  sheet?: boolean;
}

/**
 * The chat's title, with its menu (Block), minimise (or restore) and close. Minimised, the panel is
 * only its header, too short for the menu to open in: the menu waits for the chat to be open.
 */
function ChatHeader({
  titleId,
  bodyId,
  partnerName,
  minimised,
  onMinimise,
  onClose,
  onBlock,
}: Pick<ChatPanelProps, 'minimised' | 'onMinimise' | 'onClose'> & {
  titleId: string;
  bodyId: string;
  partnerName: string;
  onBlock: () => void;
}) {
  const offline = useOfflineAction();
  return (
    <header className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {chatMessages.title(partnerName)}
      </h2>
      {minimised ? null : (
        <Menu
          label={blockWords.chatActions}
          triggerClassName={styles.headerMenu}
          items={[blockMenuItem(partnerName, offline.offline, onBlock)]}
        />
      )}
      <button
        type="button"
        className={styles.headerButton}
        aria-label={minimised ? chatWording.restore : chatWording.minimise}
        aria-expanded={!minimised}
        aria-controls={bodyId}
        onClick={() => onMinimise(!minimised)}
      >
        <Icon name={minimised ? 'chat' : 'minimise'} size={18} />
      </button>
      <button type="button" className={styles.headerButton} aria-label={chatWording.close} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </header>
  );
}

/**
 * A log read to its end stays at its end when it gets shorter: the phone's keyboard coming up, a
 * narrower window. One scrolled back to older messages stays where it is.
 */
function useStayAtEnd(logRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    let atEnd = true;
    // Our own scroll's event may come after a further change of size: it says nothing of the reader.
    let ours: number | null = null;
    const onScroll = () => {
      if (log.scrollTop === ours) return;
      atEnd = log.scrollHeight - log.scrollTop - log.clientHeight < AT_END_PX;
    };
    const observer = new ResizeObserver(() => {
      if (!atEnd) return;
      log.scrollTop = log.scrollHeight;
      ours = log.scrollTop;
    });
    log.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(log);
    return () => {
      observer.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, [logRef]);
}

/**
 * Report for a partner's message. An ended match's chat stays reportable: what was said there still
 * counts. A hidden one is already with the moderators, and its text is not the partner's to see.
 */
function useReportMessage(partnerId: number, partnerName: string, onBlocked: () => void) {
  const requestReport = useRequestReport();
  return (message: Message) =>
    message.IsDeleted || message.UnderReview
      ? undefined
      : () =>
          requestReport({
            type: 'message',
            id: message.ID,
            name: partnerName,
            owner: { id: partnerId, firstName: partnerName },
            onBlocked,
          });
}

/** The messages, then the viewer's pending ones, in a live log that keeps the newest in view. */
function ChatLog({
  chat,
  viewerId,
  partnerId,
  partnerName,
  readOnly,
  logRef,
  onBlocked,
}: {
  chat: Chat;
  viewerId: number;
  partnerId: number;
  partnerName: string;
  readOnly: boolean;
  logRef: RefObject<HTMLDivElement | null>;
  /** What follows blocking the partner from a message's report: the chat closes. */
  onBlocked: () => void;
}) {
  const reportOf = useReportMessage(partnerId, partnerName, onBlocked);
  const messages = orderedMessages(chat.state);
  const lineProps = (own: boolean) => ({ name: own ? handoverLines.you : partnerName, now });
  const { pending } = chat.state;
  const now = Date.now();

  const latest = messages.at(-1)?.EventSeq ?? 0;
  useLayoutEffect(() => {
    const log = logRef.current;
    // The newest message stays in view as messages arrive.
    if (log && latest + pending.length >= 0) log.scrollTop = log.scrollHeight;
  }, [latest, pending.length, logRef]);
  useStayAtEnd(logRef);

  // The log holds a plain list: a list's items may not be the log's own children (axe: listitem).
  return (
    <div
      ref={logRef}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-label={chatWording.messagesLabel}
      tabIndex={-1}
    >
      <ol className={styles.list}>
        {messages.map((message) => {
          const own = message.SenderID === viewerId;
          const handover = message.Handover;
          if (handover)
            return <ChatSystemLine key={message.ID} message={{ ...message, Handover: handover }} {...lineProps(own)} />;
          return (
            <ChatMessage
              key={message.ID}
              message={message}
              own={own}
              readByPartner={own && isReadByPartner(message, chat.state, partnerId)}
              changeable={own && !readOnly && isChangeable(message, now)}
              now={now}
              onEdit={chat.edit}
              onDelete={chat.remove}
              onReport={own ? undefined : reportOf(message)}
            />
          );
        })}
        {pending.map((message) => (
          <PendingChatMessage key={message.clientId} message={message} onRetry={chat.retry} />
        ))}
      </ol>
    </div>
  );
}

/**
 * A match's chat (001 §2.5): the header with minimise and close, the messages in a live log, the
 * typing indicator, and the composer; an ended match's chat is read-only.
 */
export function ChatPanel({ match, viewerId, minimised, onMinimise, onClose, sheet = false }: ChatPanelProps) {
  const { partner } = matchSides(match, viewerId);
  const partnerName = partner.FirstName || fullName(partner);
  const chat = useChat({ matchId: match.ID, viewerId, open: !minimised, readOnly: match.Deleted });
  const { readOnly } = chat;
  const titleId = useId();
  const bodyId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const nothingYet = orderedMessages(chat.state).length === 0;
  const partnerToBlock: BlockableMember = { id: partner.ID, firstName: partnerName };
  // Blocked, the match has ended for good: the chat closes rather than stay read-only.
  const blocking = useBlockMember(onClose);

  // Opening (or restoring) shows the newest messages and puts the member where they act: the
  // composer, or the log when read-only.
  useEffect(() => {
    if (minimised) return;
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    (readOnly ? log : inputRef.current)?.focus();
  }, [minimised, readOnly]);

  return (
    <section
      className={[styles.panel, minimised ? styles.minimised : '', sheet ? styles.sheet : ''].join(' ')}
      aria-labelledby={titleId}
    >
      <ChatHeader
        titleId={titleId}
        bodyId={bodyId}
        partnerName={partnerName}
        minimised={minimised}
        onMinimise={onMinimise}
        onClose={onClose}
        onBlock={() => blocking.ask(partnerToBlock)}
      />
      <div id={bodyId} className={styles.body} hidden={minimised}>
        {chat.loading && nothingYet ? <Spinner label={chatWording.loading} centered /> : null}
        <ChatLog
          chat={chat}
          viewerId={viewerId}
          partnerId={partner.ID}
          partnerName={partnerName}
          readOnly={readOnly}
          logRef={logRef}
          onBlocked={onClose}
        />
        {!chat.loading && nothingYet && !chat.state.pending.length ? (
          <p className={styles.empty}>{chatMessages.empty}</p>
        ) : null}
        {chat.state.partnerTyping ? (
          <p className={styles.typing} aria-live="polite">
            {chatWording.typing(partnerName)}
          </p>
        ) : null}
        {readOnly ? (
          <p className={styles.ended}>{chatWording.ended}</p>
        ) : (
          <ChatComposer inputRef={inputRef} onSend={chat.send} onTyping={chat.typing} onStopTyping={chat.stopTyping} />
        )}
      </div>
      <BlockDialog {...blocking.question} />
    </section>
  );
}
