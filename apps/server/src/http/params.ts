import { z } from 'zod/mini';
import { zRowId } from '@marketplace/contract';

/** A database id in a path: plain digits of a positive 32-bit integer, anything else a 400. */
export const ZId = zRowId('Ids are whole positive numbers.');

export const ZIdParams = z.object({ id: ZId });
