import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession, saveSession } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { RequireAuth } from './require-auth.tsx';

const routes = [
  { path: '/', element: <p>Landing</p> },
  { path: '/sign_in', element: <p>Sign in page</p> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/home', element: <p>Home page</p> },
      { path: '/proposals/', element: <p>Proposals page</p> },
    ],
  },
];

describe('route guard', () => {
  it('sends signed-out visitors of a private page to /sign_in', async () => {
    const { router } = renderRoutes(routes, '/proposals/');
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
  });

  it('lets signed-out visitors see the landing page', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByText('Landing')).toBeTruthy();
  });

  it('shows the private page when a token is stored', async () => {
    saveSession('token', 'freelancer');
    const { router } = renderRoutes(routes, '/home');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('route guard after a logout', () => {
  it('sends the user who just signed out to the landing page', async () => {
    saveSession('token', 'client');
    const { router } = renderRoutes(routes, '/home');
    expect(await screen.findByText('Home page')).toBeTruthy();

    act(() => endSession());
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
