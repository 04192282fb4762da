import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageTransition } from '@/components/ui/page-transition.tsx';
import { useLiveStream } from '@/data/live-stream.ts';
import type { UnreadState } from '@/data/unread.ts';
import { LogoutDialog } from '@/features/auth/session/components/logout-dialog.tsx';
import { useSession } from '@/features/auth/session/hooks/use-session.ts';
import { LegalNoticeBar } from '@/features/legal/components/legal-notice-bar.tsx';
import { BottomBar } from '@/features/navigation/components/bottom-bar.tsx';
import { SiteFooter } from '@/features/navigation/components/site-footer.tsx';
import { TopBar } from '@/features/navigation/components/top-bar.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useUnreadDots } from '@/features/notifications/hooks/use-unread-dots.ts';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { MAIN_CONTENT_ID } from './root-layout.tsx';
import styles from './signed-in-layout.module.css';
import { useTransitionType } from './use-transition-type.ts';

/** What signed-in screens can read with useOutletContext<SignedInContext>(). */
export interface SignedInContext {
  isCharity: boolean;
  /** Opens the log out confirmation (the settings page has its own Log Out button). */
  requestLogOut: () => void;
}

/**
 * The frame of every signed-in screen: the legal notice bar until it is acknowledged, the top bar
 * with the burger menu, the bottom bar on phones and the footer on wide screens. It holds the
 * member's live stream open, which keeps every signed-in screen current.
 */
export function SignedInLayout() {
  useLiveStream();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const { isCharity, user } = useSession();
  const transition = useTransitionType();
  const [logOutOpen, setLogOutOpen] = useState(false);
  const unread: UnreadState = useUnreadDots(pathname);
  const context: SignedInContext = { isCharity, requestLogOut: () => setLogOutOpen(true) };

  return (
    <div className={`${styles.shell} ${isMobile ? styles.mobile : ''}`}>
      <LegalNoticeBar />
      <TopBar
        isCharity={isCharity}
        isAdmin={user?.IsAdmin ?? false}
        isMobile={isMobile}
        unread={unread}
        onLogOut={context.requestLogOut}
        bell={<NotificationBell />}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <PageTransition transitionKey={pathname} type={transition}>
          <Outlet context={context} />
        </PageTransition>
      </main>
      {isMobile ? <BottomBar isCharity={isCharity} unread={unread} /> : <SiteFooter />}
      <LogoutDialog open={logOutOpen} onClose={() => setLogOutOpen(false)} />
    </div>
  );
}
