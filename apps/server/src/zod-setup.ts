import { z } from 'zod/mini';
import { readableValidationMessage } from '@marketplace/contract';

// Checks without a message of their own answer in plain words, not zod's defaults. It answers
// every issue, so requests never reach zod's locale (config.ts installs English for its own
// messages, read before the app is built or without it, as by the admin command).
z.config({ customError: readableValidationMessage });
