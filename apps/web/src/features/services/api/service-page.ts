import { apiPage } from '../../../lib/api-client.ts';
import { servicePageCheck } from '../../../lib/response-checks.generated.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';

export type ServicePage = ResponseOf<'servicePage'>;

/** One cursor page of services (`{data: [...], meta: {next_cursor}}`). */
export const getServicePage = (path: string, signal?: AbortSignal): Promise<ServicePage> =>
  apiPage(path, servicePageCheck, { signal });

/** Page size of the service feeds: four full rows of the widest (5-column) grid. */
export const SERVICE_PAGE_SIZE = 20;
