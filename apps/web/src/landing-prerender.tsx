import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './features/landing/components/landing-page.tsx';
import { pageTitle, S } from './strings.ts';

/** Built and run once by the web build (prerender-plugin.ts) to write landing.html. */
export const prerenderLanding = () => ({
  title: pageTitle(S.titles.landing),
  html: renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  ),
});
