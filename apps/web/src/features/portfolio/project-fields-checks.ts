import { ZCreateProject } from '@marketplace/contract';
import { z } from 'zod/mini';
import { zodResolver } from '../../lib/zod-resolver.ts';

/**
 * A project's text fields and skills (the pictures travel apart, uploaded first), checked by
 * the contract's rules. Loaded when the form is about to be used (resolverOnIntent,
 * lib/form.ts): the create page draws without zod.
 */
export const projectFieldsResolver = zodResolver(z.omit(ZCreateProject, { images: true }));
