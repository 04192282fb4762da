import { CHAT_TEXT_MAX, chatMessages } from '@swapsies/contract';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { chatWording } from '../lib/chat-wording.ts';
import { isSendKey } from './chat-message.tsx';
import styles from './chat-panel.module.css';

/** The counter shows from this many characters below the limit. */
const COUNTER_FROM = CHAT_TEXT_MAX - 200;

/** The rule of product-decisions §10, on the text as it will be sent (trimmed). */
export function composerError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return chatMessages.blank;
  if (trimmed.length > CHAT_TEXT_MAX) return chatMessages.tooLong;
  return null;
}

export interface ChatComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
  onTyping: () => void;
  onStopTyping: () => void;
}

export function ChatComposer({ inputRef, onSend, onTyping, onStopTyping }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const offline = useOfflineAction();
  const counterId = useId();
  const length = text.trim().length;
  const showsCounter = length >= COUNTER_FROM;
  // Too long shows while typing; blank only once a send was tried.
  const shownError = error ?? (length > CHAT_TEXT_MAX ? chatMessages.tooLong : null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = composerError(text);
    setError(problem);
    if (problem || offline.offline) return;
    onSend(text.trim());
    setText('');
  };

  const describedBy = [shownError ? errorId : null, showsCounter ? counterId : null].filter(Boolean).join(' ');
  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <textarea
        ref={inputRef}
        className={styles.input}
        aria-label={chatWording.composerLabel}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // An error stays only while it is still true.
          if (error) setError(event.target.value.trim() ? null : error);
          if (event.target.value.trim()) onTyping();
        }}
        onKeyDown={(event) => {
          if (isSendKey(event)) {
            event.preventDefault();
            submit();
          }
        }}
        onBlur={onStopTyping}
      />
      <Button type="submit" size="small" disabled={offline.offline} aria-describedby={offline.describedBy()}>
        {chatWording.send}
      </Button>
      {showsCounter ? (
        <p id={counterId} className={`${styles.counter} ${length > CHAT_TEXT_MAX ? styles.over : ''}`}>
          {chatWording.characters(length, CHAT_TEXT_MAX)}
        </p>
      ) : null}
      <FieldError id={errorId} className={styles.composerError}>
        {shownError}
      </FieldError>
    </form>
  );
}
