import {
  checkTechSupport,
  LOGIN_MAX,
  SUPPORT_MESSAGE_MAX,
  supportMessages,
  supportTopics,
  TECH_SUPPORT_PAGE,
} from '@swapsies/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { PageShell } from '@/components/ui/page-shell.tsx';
import field from '@/components/ui/text-field.module.css';
import { TextField } from '@/components/ui/text-field.tsx';
import { useDashboard } from '@/data/dashboard.ts';
import { describeError, type ErrorWording } from '@/lib/describe-error.ts';
import { type FieldMessages, fieldMessages, serverFieldMessages, useFormState } from '@/lib/use-form-state.ts';
import { useSendTechSupport } from '../api/tech-support.ts';
import styles from './support.module.css';

type Field = 'Login' | 'Message';
const ORDER: readonly Field[] = ['Login', 'Message'];
const ids: Record<Field, string> = { Login: 'support-login', Message: 'support-description' };
const idOf = (name: Field) => ids[name];
const asField = (name: string): Field | null => (name === 'Login' || name === 'Message' ? name : null);

type Topic = (typeof supportTopics)[number];

const failureWording: ErrorWording = {
  NETWORK_ERROR: supportMessages.techSupportUnreachable,
  otherwise: supportMessages.techSupportFailed,
};

/** The form's values and messages, and sending it. */
function useTechSupportForm() {
  const username = useDashboard().data?.User.Username ?? '';
  const [login, setLogin] = useState<string | null>(null);
  const [topic, setTopic] = useState<Topic>(supportTopics[0]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const send = useSendTechSupport();
  const form = useFormState<Field>({ order: ORDER, idOf, holdFocus: send.isPending });
  // Until the visitor types, the field follows the signed-in member's username.
  const loginValue = login ?? username;

  /** An edit puts away the last answer, and the field's own message. */
  const edited = (name?: Field) => {
    if (name) setErrors(({ [name]: _gone, ...rest }) => rest);
    if (send.isError || send.isSuccess) send.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const problems = fieldMessages(checkTechSupport({ Login: loginValue, Message: message }), asField);
    setErrors(problems);
    if (form.focusFirst(problems)) return;
    const body = { Login: loginValue.trim(), Type: topic.type, Page: TECH_SUPPORT_PAGE, Subject: topic.value };
    send.mutate(
      { ...body, Message: message.trim() },
      {
        onSuccess: () => setMessage(''),
        onError: (error) => {
          const onFields = serverFieldMessages(error, asField);
          setErrors(onFields);
          form.focusFirst(onFields);
        },
      },
    );
  };

  const failure = send.isError && !errors.Login && !errors.Message ? describeError(send.error, failureWording) : null;
  return {
    values: { login: loginValue, topic, message },
    setLogin: (value: string) => {
      setLogin(value);
      edited('Login');
    },
    setTopic: (value: Topic) => {
      setTopic(value);
      edited();
    },
    setMessage: (value: string) => {
      setMessage(value);
      edited('Message');
    },
    errors,
    onSubmit,
    pending: send.isPending,
    sent: send.isSuccess,
    failure,
  };
}

function TopicSelect({ topic, onChange }: { topic: Topic; onChange: (topic: Topic) => void }) {
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor="support-topic">
        {supportMessages.topicLabel}
      </label>
      <select
        id="support-topic"
        className={field.input}
        value={topic.value}
        onChange={(event) =>
          onChange(supportTopics.find((each) => each.value === event.target.value) ?? supportTopics[0])
        }
      >
        {supportTopics.map((each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /tech-support, public: ask for help or suggest a feature, signed in or not. A signed-in member
 * finds their username filled in. The topic is sent as Subject with its Type (1 a problem,
 * 2 a feature request), and the Page is always 'tech-support'.
 */
export function TechSupportPage() {
  const { values, setLogin, setTopic, setMessage, errors, onSubmit, pending, sent, failure } = useTechSupportForm();

  return (
    <PageShell>
      <h1 className={shell.title}>{supportMessages.techSupportTitle}</h1>
      <p className={styles.promise}>{supportMessages.promise}</p>
      {sent ? (
        <Alert tone="success">
          <p>{supportMessages.techSupportSent}</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={supportMessages.techSupportTitle}>
        <TextField
          id={ids.Login}
          label={supportMessages.loginLabel}
          autoComplete="username"
          maxLength={LOGIN_MAX}
          value={values.login}
          error={errors.Login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <TopicSelect topic={values.topic} onChange={setTopic} />
        <TextField
          id={ids.Message}
          label={supportMessages.descriptionLabel}
          multiline
          maxLength={SUPPORT_MESSAGE_MAX}
          value={values.message}
          error={errors.Message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" block size="large" disabled={pending}>
          {pending ? supportMessages.sending : supportMessages.requestHelp}
        </Button>
      </form>
    </PageShell>
  );
}
