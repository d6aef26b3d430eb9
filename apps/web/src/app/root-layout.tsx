import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AppLinkProvider } from '../components/app-link.tsx';
import { watchLostFocus } from '../lib/focus.ts';
import { acknowledgeSignOut, wasSignedOut } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { usePageLoading } from './lazy-page.tsx';
import { useRouteHandle } from './route-handle.ts';
import { useScrollRestoration } from './scroll-restoration.ts';

/**
 * Once a logout has reached the landing page (and no signed-in screen is left to refetch),
 * the previous user's cached data goes, and private pages lead to /sign_in again.
 */
const useFinishSignOut = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/' && wasSignedOut()) {
      acknowledgeSignOut();
      // Someone who signed out has used the cache, so this module is loaded already.
      void import('./query-client.ts').then(({ queryClient }) => queryClient.clear());
    }
  }, [pathname]);
};

export const RootLayout = () => {
  useDocumentTitle(useRouteHandle()?.title);
  useFinishSignOut();
  useEffect(watchLostFocus, []);
  useScrollRestoration();
  const navigating = usePageLoading();
  return (
    <AppLinkProvider value={Link}>
      {navigating ? (
        <div
          className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-violet-100"
          aria-hidden="true"
        >
          <div className="h-full w-1/3 animate-progress bg-violet-700" />
        </div>
      ) : null}
      <Outlet />
    </AppLinkProvider>
  );
};
