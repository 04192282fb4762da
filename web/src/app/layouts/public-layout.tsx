import { Outlet, useLocation } from 'react-router';
import { PageTransition } from '../../components/ui/page-transition.tsx';
import { SessionExpiredNotice } from './session-expired-notice.tsx';
import { useTransitionType } from './use-transition-type.ts';

/** Public pages bring their own header and main; this plays the page entrance and tells of an ended session. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const type = useTransitionType();
  return (
    <>
      <SessionExpiredNotice />
      <PageTransition transitionKey={pathname} type={type}>
        <Outlet />
      </PageTransition>
    </>
  );
}
