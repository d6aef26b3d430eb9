import { z } from 'zod/mini';
import { ZService } from '@marketplace/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const ZServicePage = z.object({
  data: z.array(ZService),
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});
export type ServicePage = z.infer<typeof ZServicePage>;

/** One cursor page of services (`{data: [...], meta: {next_cursor}}`). */
export const getServicePage = async (path: string, signal?: AbortSignal): Promise<ServicePage> => {
  const envelope = await apiRequest(path, { signal });
  const parsed = ZServicePage.safeParse(
    envelope.kind === 'data' ? { data: envelope.data, meta: envelope.meta } : undefined,
  );
  if (!parsed.success) throw new ApiError(200, 'The server sent an unexpected response.');
  return parsed.data;
};

/** Page size of the service feeds: four full rows of the widest (5-column) grid. */
export const SERVICE_PAGE_SIZE = 20;
