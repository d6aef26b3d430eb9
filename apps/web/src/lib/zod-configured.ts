import { z as zod } from 'zod/v4/mini';
// From the contract's fields module, not its index: it builds no schema as it loads.
import { readableValidationMessage } from '@marketplace/contract/fields';

/**
 * The web build's `zod/mini` (vite.config.ts resolves that name here, the contract's imports
 * included), so zod is configured before any page parses with it, whichever page loads it
 * first. Checks without a message of their own answer in plain words, not zod's defaults; it
 * answers every issue, so no locale is loaded (zod/mini installs none by itself). `jitless`:
 * zod's faster parser is built with `new Function`, which the page's CSP (no 'unsafe-eval')
 * forbids. The message function is called through an arrow: fields.ts may still be loading
 * when this runs (it imports zod too).
 */
// Called on another name than `z`: the build takes calls on `z` for pure (vite.config.ts).
zod.config({ customError: (issue) => readableValidationMessage(issue), jitless: true });

/** The only name the app and the contract import from `zod/mini`. */
export { zod as z };
