import { z } from 'zod';
import { readableValidationMessage } from '@marketplace/contract';

// Checks without a message of their own answer in plain words, not zod's defaults.
// `jitless`: zod otherwise probes `new Function` for a faster parser, which the page's CSP
// (no 'unsafe-eval') reports as a violation on every page.
z.config({ customError: readableValidationMessage, jitless: true });
