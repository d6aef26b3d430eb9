import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../../route-preload-plugin.ts';
import { routes } from './router.tsx';

/** The route whose own children include `path`, at any depth. */
const parentOf = (list: RouteObject[], path: string): RouteObject | undefined => {
  for (const route of list) {
    if (route.children?.some((child) => child.path === path)) return route;
    const found = parentOf(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
};

/** Every route's path, nested routes included. */
const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the signed-in pages the server lists with their scripts (route-preload-plugin.ts)', () => {
  it('are every signed-in page of the router without parameters but /home, listed apart', () => {
    const signedInLayout = parentOf(routes, '/home');
    expect(signedInLayout).toBeDefined();
    const withoutParameters = pathsOf(signedInLayout?.children ?? []).filter(
      (path) => !path.includes(':') && path !== '*' && path !== '/home',
    );
    expect(Object.keys(SIGNED_IN_PAGES).toSorted()).toEqual(withoutParameters.toSorted());
  });
});
