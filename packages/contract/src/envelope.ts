import { z } from 'zod/mini';

/** Every failure answers this shape; `data` holds per-field messages where they exist. */
export const ZErrorEnvelope = z.object({
  error: z.string(),
  data: z.optional(z.record(z.string(), z.string())),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZMsgEnvelope = z.object({ msg: z.string() });

export const dataEnvelope = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });

export const ZListMeta = z.object({ next_cursor: z.nullable(z.string()) });
export const listEnvelope = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZListMeta });
