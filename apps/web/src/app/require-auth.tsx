import { Navigate, Outlet } from 'react-router';
import { useSession, wasSignedOut } from '../lib/session.ts';

/**
 * Every route but /, /sign_in and /sign_up (and, beyond SPEC, the password reset pages) needs a
 * stored token (SPEC.md section 2). Someone
 * who just logged out goes to the landing page instead (see root-layout).
 */
export const RequireAuth = () => {
  const session = useSession();
  if (!session) return <Navigate to={wasSignedOut() ? '/' : '/sign_in'} replace />;
  return <Outlet />;
};
