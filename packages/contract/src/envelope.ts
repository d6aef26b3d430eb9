import { z } from 'zod';

/** Every failure answers this shape; `data` holds per-field messages where they exist. */
export const ZErrorEnvelope = z.object({
  error: z.string(),
  data: z.record(z.string(), z.string()).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZMsgEnvelope = z.object({ msg: z.string() });

export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ZListMeta = z.object({ next_cursor: z.string().nullable() });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZListMeta });
