import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const SAVED_POSITIONS_KEY = 'scroll-positions';

/**
 * The `state` of a navigation that changes the page in place (a tab, a filter kept beside
 * the list): the window keeps its scroll rather than going back to the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;

const readSavedPositions = (): Record<string, number> => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_POSITIONS_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
};

/**
 * What a browser does between pages of a site, for the app's pages: a new page opens at its
 * top (or at the element its #hash names), and back and forward return to where each page
 * was left, after a reload too (the positions are kept in sessionStorage when the tab is left).
 */
export const useScrollRestoration = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(undefined);
  const shownKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current ??= readSavedPositions();
      positions.current[shownKey.current] = window.scrollY;
    };
    const keep = () => {
      if (positions.current)
        sessionStorage.setItem(SAVED_POSITIONS_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Once the new page is on screen (the router shows a page only when its code has loaded).
  useLayoutEffect(() => {
    positions.current ??= readSavedPositions();
    shownKey.current = location.key;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!keepsScroll(location.state)) window.scrollTo(0, 0);
    // Only a new entry of the history moves the window: not a render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
};
