import { useLogout } from '../../features/auth/api/logout.ts';
import { endSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { realtime } from '../../lib/ws-client.ts';
import { S } from '../../strings.ts';

/**
 * Logout: tell the server, then forget the session whatever it said (SPEC.md section 8: a
 * failure shows 'Bad credentials'); the route guard then leaves for the landing page.
 */
export const useSignOut = () => {
  const logout = useLogout();

  const signOut = () => {
    // The server closes a logged-out session's socket as unauthorized; closing it first keeps
    // that from being taken for a revoked session.
    realtime.disconnect();
    logout.mutate(undefined, {
      onError: () => notify.error(S.auth.badCredentials),
      onSettled: endSession,
    });
  };

  return { signOut, signingOut: logout.isPending };
};
