/**
 * /edit-profile (001 §2.7): the photo, the read-only username (a charity's is its number), the
 * name (one full-name field for a person, the legal name and the address for a charity), a new
 * password with the current one, Cancel and Save, and Delete Account.
 */
import { profileMessages, settingsWords, type User } from '@swapsies/contract';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { OfflineState } from '@/components/ui/empty-state.tsx';
import { FormFooter } from '@/components/ui/form-footer.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useDashboard } from '@/data/dashboard.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useOnline } from '@/lib/online.ts';
import { ProfileUnderReview } from '../../components/profile-under-review.tsx';
import { useEditProfile } from '../hooks/use-edit-profile.ts';
import { isCharity, isCharityNumber, profileFieldIds } from '../lib/profile-form.ts';
import { DeleteAccount } from './delete-account.tsx';
import styles from './edit-profile.module.css';
import { ProfilePhotoField } from './profile-photo-field.tsx';

/** Not required, so not announced as such (TextField marks a field required unless told). */
const notRequired = { 'aria-required': undefined } as const;

function ProfileForm({ user, mediaToken }: { user: User; mediaToken: string | undefined }) {
  const { values, set, errors, formError, saving, save, cancel } = useEditProfile(user);
  const offline = useOfflineAction();
  const charity = isCharity(user);

  const passwordField = (field: 'currentPassword' | 'newPassword', label: string, autoComplete: string) => (
    <TextField
      id={profileFieldIds[field]}
      label={label}
      type="password"
      autoComplete={autoComplete}
      revealable
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
      {...notRequired}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={save} aria-busy={saving}>
      <ProfileUnderReview user={user} />
      <ProfilePhotoField
        id={profileFieldIds.photo}
        name={values.name || user.Username}
        current={user.ProfilePhoto}
        mediaToken={mediaToken}
        charity={charity}
        photo={values.photo}
        onChange={(photo) => set('photo', photo)}
        error={errors.photo}
        disabled={saving}
      />

      <TextField
        id="profile-username"
        label={isCharityNumber(user.Username) ? profileMessages.charityNumberLabel : profileMessages.usernameLabel}
        value={user.Username}
        readOnly
        hint={profileMessages.usernameReadOnly}
        {...notRequired}
      />

      <TextField
        id={profileFieldIds.name}
        label={charity ? profileMessages.legalNameLabel : profileMessages.fullNameLabel}
        autoComplete={charity ? 'organization' : 'name'}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />

      {charity ? (
        <TextField
          id={profileFieldIds.address}
          label={profileMessages.addressLabel}
          autoComplete="street-address"
          value={values.address}
          error={errors.address}
          onChange={(event) => set('address', event.target.value)}
        />
      ) : null}

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{settingsWords.password}</legend>
        <p className={styles.hint}>{settingsWords.passwordHint}</p>
        {passwordField('currentPassword', profileMessages.currentPasswordLabel, 'current-password')}
        {passwordField('newPassword', profileMessages.newPasswordLabel, 'new-password')}
      </fieldset>

      <FormFooter error={formError}>
        <Button variant="secondary" onClick={cancel}>
          {profileMessages.cancel}
        </Button>
        <Button type="submit" disabled={saving || offline.offline} aria-describedby={offline.describedBy()}>
          {saving ? profileMessages.saving : profileMessages.save}
        </Button>
      </FormFooter>
    </form>
  );
}

export function EditProfilePage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  const online = useOnline();

  let content: ReactNode;
  if (data) {
    content = (
      <>
        <ProfileForm key={data.User.ID} user={data.User} mediaToken={data.MediaToken} />
        <DeleteAccount />
      </>
    );
  } else if (!online) {
    content = <OfflineState />;
  } else if (dashboard.isError) {
    content = (
      <Alert tone="error">
        <p>{describeError(dashboard.error, { otherwise: profileMessages.loadProfileLater })}</p>
      </Alert>
    );
  } else {
    content = <Spinner centered label={settingsWords.loadingProfile} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{profileMessages.editProfileTitle}</h1>
      {content}
    </div>
  );
}
