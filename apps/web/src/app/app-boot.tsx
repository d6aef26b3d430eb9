import { lazy, Suspense, useState, type ReactNode } from 'react';
import { requestEarly } from '../lib/api-client.ts';
import { getSession, useSession } from '../lib/session.ts';
import { afterValidation } from '../lib/validation-ready.ts';
import { LoadingScreen } from './loading-screen.tsx';

// Loaded only for a stored session, so signed-out visitors skip this code.
const loadSessionCheck = afterValidation(() =>
  import('./session-check.tsx').then((m) => ({ default: m.SessionCheck })),
);
const SessionCheck = lazy(loadSessionCheck);
const RealtimeBridge = lazy(
  afterValidation(() =>
    import('./realtime-bridge.tsx').then((m) => ({ default: m.RealtimeBridge })),
  ),
);

// The stored token's check starts with the app, while the code that reads it still loads; its
// code is asked for here, before the router asks for the first page's, since nothing is drawn
// before the check ends (on HTTP/1.1 it would otherwise wait behind all of the page's files).
if (getSession()) {
  requestEarly('/auth/me');
  loadSessionCheck().catch(() => undefined);
}

/**
 * Start-up (SPEC.md section 2): a stored token is verified before any screen shows, with
 * 'Loading App...' meanwhile; then the realtime connection follows the session.
 */
export const AppBoot = ({ children }: { children: ReactNode }) => {
  const [checking, setChecking] = useState(() => getSession() !== null);
  const signedIn = useSession() !== null;

  if (checking) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SessionCheck onDone={() => setChecking(false)} />
      </Suspense>
    );
  }
  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      ) : null}
      {children}
    </>
  );
};
