import { z } from 'zod/mini';
// From the contract's fields module, not its index: this module runs with zod itself (its
// chunk, chunk-groups-plugin.ts), before any of the contract's schemas are built.
import { readableValidationMessage } from '@marketplace/contract/fields';

// Checks without a message of their own answer in plain words, not zod's defaults. It answers
// every issue, so no locale is loaded (zod/mini, unlike classic zod, installs none by itself).
// `jitless`: zod otherwise probes `new Function` for a faster parser, which the page's CSP
// (no 'unsafe-eval') reports as a violation on every page.
z.config({ customError: readableValidationMessage, jitless: true });
