import { S } from '../strings/common.ts';

/** The page's landmark that the skip link leads to, and that focus falls back to. */
export const MAIN_ID = 'main';

/**
 * The first stop of every page's tab order: jumps past the header to `<main id="main">`, which
 * takes focus (tabIndex -1) so the next Tab continues from the content.
 */
export const SkipLink = () => (
  <a
    href={`#${MAIN_ID}`}
    className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-violet-800 focus:shadow"
  >
    {S.app.skipToContent}
  </a>
);
