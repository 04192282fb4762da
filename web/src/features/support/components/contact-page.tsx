import {
  CONTACT_BACK_MS,
  checkContactMessage,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PAGE_MAX,
  supportMessages,
} from '@swapsies/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import layout from '@/components/ui/layout.module.css';
import { TextField } from '@/components/ui/text-field.tsx';
import { describeError, type ErrorWording } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { serverFieldMessages } from '@/lib/use-form-state.ts';
import { useSendContact } from '../api/contact.ts';
import { useGoBack } from '../hooks/use-go-back.ts';
import styles from './support.module.css';

/** A code the catalogue names shows its words; a server in trouble or out of reach, "later"; else "try again". */
const failureWording: ErrorWording = {
  NETWORK_ERROR: supportMessages.contactFailedLater,
  catalogueFirst: true,
  otherwise: (error) => (error.status >= 500 ? supportMessages.contactFailedLater : supportMessages.contactFailed),
  unexpected: supportMessages.contactFailed,
};

/** The page the member came from: an in-app path only, else home. */
function originOf(from: string | null): string {
  return from?.startsWith('/') && !from.startsWith('//') ? from.slice(0, SUPPORT_PAGE_MAX) : paths.home;
}

/**
 * /contact?from={page}: a signed-in member writes to the team (idle -> sending -> success or
 * error), or mails them. After success it goes back, or to the page named by `from`, in 2 s.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const from = originOf(params.get('from'));
  const goBack = useGoBack(from);
  const send = useSendContact();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(goBack, CONTACT_BACK_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, goBack]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || send.isSuccess) return;
    const problem = checkContactMessage(message);
    setFieldError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    send.mutate(
      { Page: from, Subject: supportMessages.contactSubject, Message: message.trim() },
      {
        onError: (error) => {
          const onField = serverFieldMessages(error, (field) => (field === 'Message' ? 'Message' : null)).Message;
          if (onField) setFieldError(onField);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={layout.title}>
          {supportMessages.contactTitle}
        </h1>
        {send.isSuccess ? (
          <Alert tone="success">
            <p>{supportMessages.contactSent}</p>
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert tone="error">
            <p>{describeError(send.error, failureWording)}</p>
          </Alert>
        ) : null}
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <TextField
            ref={fieldRef}
            id="contact-message"
            label={supportMessages.contactLabel}
            multiline
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            error={fieldError}
            readOnly={send.isSuccess}
            onChange={(event) => {
              setMessage(event.target.value);
              setFieldError(null);
            }}
          />
          <Button type="submit" block disabled={send.isPending || send.isSuccess}>
            {send.isPending ? supportMessages.sending : supportMessages.send}
          </Button>
        </form>
        <p className={styles.mail}>
          {supportMessages.mailPrompt}{' '}
          <a href={`mailto:${supportMessages.contactEmail}`}>{supportMessages.contactEmail}</a>
        </p>
      </section>
    </div>
  );
}
