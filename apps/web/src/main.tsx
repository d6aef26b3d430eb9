import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppBoot } from './app/app-boot.tsx';
import { PageErrorBoundary } from './app/lazy-page.tsx';
import { LoadingScreen } from './app/loading-screen.tsx';
import { AppRoutes, loadPagesAt } from './app/router.tsx';
import { ToasterSlot } from './app/toaster-slot.tsx';
import { getSession } from './lib/session.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page's code is asked for at once, beside the session check (app-boot.tsx).
const firstPagesLoaded = loadPagesAt(window.location.pathname);

/**
 * The document has a screen drawn already (the sign-in screen of sign-in.html, or the loading
 * screen of index.html: prerender-plugin.ts), which stays until the page's code has loaded,
 * so the app replaces it with that page, not with a loading screen first. With a stored
 * session the app's start-up (its session check, on the same loading screen) draws at once.
 */
const drawApp = (into: HTMLElement) => {
  const appRoot = createRoot(into);
  // A transition, so React renders the first screen in slices and lets the browser answer
  // between them (a plain first render is one task: the sign-in form's, about 200 ms on a
  // phone-speed CPU, was the largest part of its Total Blocking Time). Nothing is lost: the
  // drawn screen stays until the whole first render commits at once.
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <ToasterSlot />
        <AppBoot>
          <BrowserRouter>
            <PageErrorBoundary>
              <Suspense fallback={<LoadingScreen />}>
                <AppRoutes />
              </Suspense>
            </PageErrorBoundary>
          </BrowserRouter>
        </AppBoot>
      </StrictMode>,
    ),
  );
};

if (root.firstElementChild && !getSession()) void firstPagesLoaded.then(() => drawApp(root));
else drawApp(root);
