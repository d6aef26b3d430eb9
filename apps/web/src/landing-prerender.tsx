import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { AppLinkProvider } from './components/app-link.tsx';
import { LoadingScreen } from './app/loading-screen.tsx';
import { QueryProvider } from './app/query-provider.tsx';
import { SignInRoute } from './app/routes/sign-in.tsx';
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

/**
 * The sign-in screen as the app draws it, for sign-in.html: shown while the app loads, then
 * replaced by the app's own (main.tsx).
 */
export const prerenderSignIn = () => ({
  title: pageTitle(S.titles.signIn),
  html: renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={['/sign_in']}>
        <AppLinkProvider value={Link}>
          <QueryProvider>
            <SignInRoute />
          </QueryProvider>
        </AppLinkProvider>
      </MemoryRouter>
    </StrictMode>,
  ),
});

/**
 * The app's loading screen, for index.html: what every page of the app draws first (the stored
 * session's check, or the first page's code loading), shown from the HTML, before any script.
 */
export const prerenderLoadingScreen = () =>
  renderToString(
    <StrictMode>
      <LoadingScreen />
    </StrictMode>,
  );
