import { DELETE_CONFIRMATION, profileMessages, settingsWords } from '@swapsies/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import styles from './edit-profile.module.css';

/**
 * Delete Account, and the dialog that asks for the word DELETE, typed exactly, before the account
 * goes (001 §4.8). On success this device forgets the session and goes to /.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useDeleteUser();
  const confirmed = typed === DELETE_CONFIRMATION;
  const busy = deletion.isPending || deletion.isSuccess;

  function close() {
    setOpen(false);
    setTyped('');
    deletion.reset();
  }

  function confirm() {
    if (confirmed && !busy) deletion.mutate();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm();
  }

  return (
    <section className={styles.danger} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.sectionTitle}>
        {profileMessages.deleteAccount}
      </h2>
      <p className={styles.dangerText}>{settingsWords.deleteWarning}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {profileMessages.deleteAccount}
      </Button>
      <ConfirmDialog
        open={open}
        title={profileMessages.deleteTitle}
        description={profileMessages.deleteExplanation}
        confirmLabel={profileMessages.deleteAccount}
        busyLabel={profileMessages.deleting}
        busy={busy}
        confirmDisabled={!confirmed}
        onCancel={close}
        onConfirm={confirm}
      >
        <form className={styles.dialogField} noValidate onSubmit={onSubmit}>
          <TextField
            id="delete-confirmation"
            label={profileMessages.deletePrompt}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={busy}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
        {deletion.isError ? (
          <Alert tone="error">
            <p>{describeError(deletion.error, { otherwise: profileMessages.deleteFailed, catalogueFirst: true })}</p>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
