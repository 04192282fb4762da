import { Outlet, useLocation } from 'react-router';
import { PageTransition } from '../../components/ui/page-transition.tsx';
import { useTransitionType } from './use-transition-type.ts';

/** Public pages bring their own header and main; this only plays the page entrance. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const type = useTransitionType();
  return (
    <PageTransition transitionKey={pathname} type={type}>
      <Outlet />
    </PageTransition>
  );
}
