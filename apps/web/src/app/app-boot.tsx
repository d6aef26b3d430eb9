import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { fetchEarly } from '../lib/early-session.ts';
import { getSession, useSession } from '../lib/session.ts';
import { LoadingScreen } from './loading-screen.tsx';

// Loaded only for a stored session, so signed-out visitors skip this code.
const loadSessionCheck = () => import('./session-check.tsx');
const RealtimeBridge = lazy(() =>
  import('./realtime-bridge.tsx').then((m) => ({ default: m.RealtimeBridge })),
);

// The stored token's check is on its way already (index.html's lib/early-session.ts; this asks
// again only where that script did not run, as when the landing page starts the app), while
// the code that reads it still loads; its code is asked for here, before the router asks for
// the first page's, since nothing is drawn before the check ends (on HTTP/1.1 it would
// otherwise wait behind all of the page's files).
if (getSession()) {
  fetchEarly('/auth/me');
  loadSessionCheck().catch(() => undefined);
}

/**
 * Start-up (SPEC.md section 2): a stored token is verified before any screen shows, with
 * 'Loading App...' meanwhile; then the realtime connection follows the session.
 */
export const AppBoot = ({ children }: { children: ReactNode }) => {
  const [checking, setChecking] = useState(() => getSession() !== null);
  const signedIn = useSession() !== null;
  const sessionCheck = useLoadedModule(checking ? loadSessionCheck : undefined);
  const firstPageDrawn = useAfterFirstPaint(!checking);

  if (checking) {
    return sessionCheck ? (
      <sessionCheck.SessionCheck onDone={() => setChecking(false)} />
    ) : (
      <LoadingScreen />
    );
  }
  return (
    <>
      {signedIn && firstPageDrawn ? (
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      ) : null}
      {children}
    </>
  );
};

/**
 * The module `load` answers once it has loaded, undefined until then; a failed load is thrown,
 * as lazy() would. Not lazy() with Suspense for the session check: React holds back what a
 * resolved boundary reveals until 300 ms after its fallback was drawn (against flicker), and
 * here the fallback and the check draw the same loading screen, so every returning visitor
 * waited those 300 ms for nothing (measured: the main thread idle from 0.4 s to 0.63 s of the
 * home's load on loopback).
 */
const useLoadedModule = <T,>(load: (() => Promise<T>) | undefined): T | undefined => {
  const [loaded, setLoaded] = useState<{ module?: T; error?: unknown }>({});
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (loaded.error !== undefined) throw loaded.error;
  return loaded.module;
};

/** How long the realtime connection waits at most for the first page to settle. */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Calls `callback` once, when the screen drawn now has been painted and the page has settled
 * (the browser idle after the paint, its reads sent), or SETTLE_TIMEOUT_MS from now, whichever
 * comes first (a hidden tab paints and runs frames only once shown); answers a cancel. A
 * frame's callback runs just before its paint and a task queued there after it; the paint
 * reaches the screen a little later still, hence the idle moment.
 */
const afterPaintAndSettle = (callback: () => void): (() => void) => {
  let called = false;
  const callOnce = () => {
    if (called) return;
    called = true;
    callback();
  };
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    afterPaint = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(callOnce);
      else callOnce();
    });
  });
  const deadline = setTimeout(callOnce, SETTLE_TIMEOUT_MS);
  return () => {
    called = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterPaint);
    clearTimeout(deadline);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
};

/**
 * Turns true once the screen drawn when `active` became true has been painted and has
 * settled: the realtime connection (a file and a socket) waits for it, so the first page's
 * own files and reads go first. On a phone's network, loaded before the home was painted it
 * put a round trip before it (Lighthouse mobile counts all that ended before the largest
 * paint). Its first `ready` refreshes what is live (realtime-bridge.tsx): nothing is missed.
 */
const useAfterFirstPaint = (active: boolean): boolean => {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!active || settled) return;
    return afterPaintAndSettle(() => setSettled(true));
  }, [active, settled]);
  return settled;
};
