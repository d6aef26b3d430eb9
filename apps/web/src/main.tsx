import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppBoot } from './app/app-boot.tsx';
import { router } from './app/router.tsx';
import { ToasterSlot } from './app/toaster-slot.tsx';
import { getSession } from './lib/session.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The document has a screen drawn already (the sign-in screen of sign-in.html, or the loading
 * screen of index.html: prerender-plugin.ts), which stays until the router has loaded the
 * page's code, so the app replaces it with that page, not with a loading screen first. With a
 * stored session the app's start-up (its session check, on the same loading screen) draws at once.
 */
const routerLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
const drawApp = (into: HTMLElement) =>
  createRoot(into).render(
    <StrictMode>
      <ToasterSlot />
      <AppBoot>
        <RouterProvider router={router} />
      </AppBoot>
    </StrictMode>,
  );

if (root.firstElementChild && !getSession()) void routerLoaded().then(() => drawApp(root));
else drawApp(root);
