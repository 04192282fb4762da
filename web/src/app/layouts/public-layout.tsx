import { Outlet, useLocation } from 'react-router';
import { PageTransition } from '@/components/ui/page-transition.tsx';
import { LegalNoticeBar } from '@/features/legal/components/legal-notice-bar.tsx';
import { SessionExpiredNotice } from './session-expired-notice.tsx';
import { useTransitionType } from './use-transition-type.ts';

/**
 * Public pages bring their own header and main; this plays the page entrance, tells of an ended
 * session, and shows the legal notice bar until it is acknowledged.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const type = useTransitionType();
  return (
    <>
      <SessionExpiredNotice />
      <LegalNoticeBar />
      <PageTransition transitionKey={pathname} type={type}>
        <Outlet />
      </PageTransition>
    </>
  );
}
