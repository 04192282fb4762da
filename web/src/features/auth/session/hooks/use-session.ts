import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';

/** Who is signed in: a stored token means signed in, and, once loaded, the dashboard user. */
export function useSession() {
  const token = useAuthToken();
  const dashboard = useDashboard();
  const user = dashboard.data?.User ?? null;
  return {
    isLoggedIn: token !== null,
    user,
    isCharity: isCharityUser(user),
    dashboard,
  };
}
