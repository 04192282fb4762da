import { commonWords, profileMessages, settingsWords, type User } from '@swapsies/contract';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import type { SignedInContext } from '@/app/layouts/signed-in-layout.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { OfflineState } from '@/components/ui/empty-state.tsx';
import layout from '@/components/ui/layout.module.css';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useOnline } from '@/lib/online.ts';
import { ProfileUnderReview } from '../../components/profile-under-review.tsx';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { AccountActions } from './account-actions.tsx';
import { AccountSection } from './account-section.tsx';
import { AreaSection } from './area-section.tsx';
import { BlockedMembers } from './blocked-members.tsx';
import { CategoryPreferences } from './category-preferences.tsx';
import { NotificationSection } from './notification-section.tsx';
import styles from './settings.module.css';

/**
 * /profile, the settings (001 §2.7): the account's email and phone edited in place, Pint Mode,
 * counts, the member's area and how far to look (issue 28), swapping preferences, discoverability,
 * notification switches, the chat level, the blocked members, the legal documents, "Download my
 * data" and Log Out. Every switch saves at once (001 §4.7).
 */
export function SettingsPage() {
  const dashboard = useDashboard();
  const outlet = useOutletContext<SignedInContext | undefined>();
  const user = dashboard.data?.User;
  const online = useOnline();

  let body: ReactNode;
  if (user) {
    body = <Settings user={user} mediaToken={dashboard.data?.MediaToken} onLogOut={outlet?.requestLogOut} />;
  } else if (!online) {
    body = <OfflineState />;
  } else if (dashboard.isError) {
    body = (
      <Alert tone="error">
        <p className={styles.alertText}>
          {describeError(dashboard.error, { otherwise: profileMessages.loadProfileFailed })}
        </p>
        <Button size="small" onClick={() => dashboard.refetch()} disabled={dashboard.isFetching}>
          {commonWords.retry}
        </Button>
      </Alert>
    );
  } else if (dashboard.isFetching) {
    body = <Spinner label={settingsWords.loadingSettings} centered />;
  } else {
    body = <p className={styles.empty}>{profileMessages.noSettingsData}</p>;
  }

  return (
    <div className={styles.page}>
      <header className={layout.header}>
        <h1 className={layout.title}>{profileMessages.settingsTitle}</h1>
      </header>
      {body}
    </div>
  );
}

function Settings({
  user,
  mediaToken,
  onLogOut,
}: {
  user: User;
  mediaToken: string | undefined;
  onLogOut?: () => void;
}) {
  const isCharity = isCharityUser(user);
  const { toggle, saveFields } = useSettingsSave();
  return (
    <>
      <ProfileUnderReview user={user} />
      <AccountSection user={user} isCharity={isCharity} saveFields={saveFields} onPint={(Pint) => toggle({ Pint })} />
      <AreaSection
        user={user}
        isCharity={isCharity}
        saveFields={saveFields}
        onRadius={(SearchRadius) => toggle({ SearchRadius })}
      />
      {isCharity ? null : (
        <CategoryPreferences selected={user.Categories} onSave={(Categories) => saveFields({ Categories })} />
      )}
      <NotificationSection user={user} isCharity={isCharity} onToggle={toggle} />
      <BlockedMembers mediaToken={mediaToken} />
      <AccountActions username={user.Username} onLogOut={onLogOut} />
    </>
  );
}
