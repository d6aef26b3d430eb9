import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/components/landing-page.tsx';
import { ToasterSlot } from './app/toaster-slot.tsx';
import { getSession } from './lib/session.ts';
import './index.css';

// The first load of / (landing.html): the page is already drawn, prerendered at build time, and
// its links are plain links, so it works before any script runs. This entry only brings its
// phone menu and smooth scrolling to life, without the router, the API client or zod: the app
// itself loads with the next page.
const root = document.getElementById('root');
if (!root) throw new Error('landing.html has no #root element');

if (getSession()) {
  // Someone signed in: the app starts as on any page, verifying the stored token first.
  void import('./main.tsx');
} else {
  const page = (
    <StrictMode>
      <LandingPage />
    </StrictMode>
  );
  // Without a prerendered page (the dev server), draw it.
  if (root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
  // The always-present toast area (SPEC.md section 2), in a root of its own beside the page.
  const toasts = document.body.appendChild(document.createElement('div'));
  createRoot(toasts).render(<ToasterSlot />);
}
