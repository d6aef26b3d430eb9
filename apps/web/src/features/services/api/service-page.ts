import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { servicePageCheck } from '../../../lib/response-checks.generated.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';

export type ServicePage = ResponseOf<'servicePage'>;

/** One cursor page of services (`{data: [...], meta: {next_cursor}}`). */
export const getServicePage = async (path: string, signal?: AbortSignal): Promise<ServicePage> => {
  const envelope = await apiRequest(path, { signal });
  const parsed = servicePageCheck.safeParse(
    envelope.kind === 'data' ? { data: envelope.data, meta: envelope.meta } : undefined,
  );
  if (!parsed.success) throw new ApiError(200, 'The server sent an unexpected response.');
  return parsed.data;
};

/** Page size of the service feeds: four full rows of the widest (5-column) grid. */
export const SERVICE_PAGE_SIZE = 20;
