import { expect, type APIRequestContext } from '@playwright/test';
import { registerViaApi, uniqueUser } from './helpers.ts';
import { tokenOf } from './market-helpers.ts';

/** A freelancer sends a proposal on the job and its client accepts it: the job is a contract. */
export const hireOnJobViaApi = async (
  request: APIRequestContext,
  clientToken: string,
  jobId: number,
): Promise<void> => {
  const freelancer = uniqueUser('freelancer');
  await registerViaApi(request, freelancer);
  const proposal = await request.post('/api/proposals/create', {
    headers: { authorization: `Bearer ${await tokenOf(request, freelancer)}` },
    data: {
      job_post_id: jobId,
      bid: 500,
      duration: 'less than 1 month',
      cover_letter: 'I have built many of these.',
    },
  });
  expect(proposal.status()).toBe(201);
  const { data } = (await proposal.json()) as { data: { id: number } };
  const accept = await request.put(`/api/proposals/${data.id}/accept`, {
    headers: { authorization: `Bearer ${clientToken}` },
  });
  expect(accept.ok()).toBe(true);
};

/** Uploads one text attachment as the client; answers its id for `file_ids`. */
export const uploadTextFileViaApi = async (
  request: APIRequestContext,
  token: string,
  name: string,
  text: string,
): Promise<number> => {
  const upload = await request.post('/api/job/upload_files', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file1: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(upload.status()).toBe(201);
  const { data } = (await upload.json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  expect(id).toBeDefined();
  return id ?? 0;
};
