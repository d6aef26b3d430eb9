let validationReady: Promise<unknown> | undefined;

/**
 * zod is not needed to draw the landing page, so it loads with the first page that validates
 * (a form, API data, the session check, the realtime connection), just before that page's own
 * code; it comes in one file with TanStack Query, which those pages load too
 * (chunk-groups-plugin.ts).
 */
const loadValidation = (): Promise<unknown> => (validationReady ??= import('./zod-setup.ts'));

/**
 * Wraps a lazy import so the module loads only once validation is configured: a page's module
 * builds its schemas as it is evaluated, and a schema built before `jitless` is set would
 * make zod probe `new Function` (a CSP violation). The page waits one small fetch for that.
 */
export const afterValidation =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    loadValidation().then(load);
