import { createContext, use } from 'react';

/** What each route declares about itself in the router. */
export type RouteHandle = {
  title: string;
  /** The catch-all page of unknown addresses. */
  notFound?: boolean;
  /**
   * Work screens that fill the window (chat, proposals) end with the copyright line only, so
   * the full footer is not pushed below them (issue 15).
   */
  footer?: 'compact';
};

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';

/** The handle of the deepest matched route that declares one (router.tsx's AppRoutes). */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export const useRouteHandle = (): RouteHandle | undefined => use(RouteHandleContext);
