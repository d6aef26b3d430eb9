import { ZCreateService } from '@marketplace/contract';
import { z } from 'zod/mini';
import { zodResolver } from '../../lib/zod-resolver.ts';

/**
 * A service's text fields (the pictures travel apart, uploaded first), checked by the
 * contract's rules. The create page loads them when its form is about to be used
 * (resolverOnIntent, lib/form.ts), so it draws without zod; the edit dialog, whose code loads
 * on intent already, with its own code. Every field stays required on edit, with the
 * messages of creation.
 */
export const serviceFieldsResolver = zodResolver(z.omit(ZCreateService, { images: true }));
