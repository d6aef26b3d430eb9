import { describe, expect, it } from 'vitest';
import { bearer } from '#test/test-app.ts';
import { setUpJobsTestApp, t, client, freelancer, createJob } from './job-fixtures.ts';

setUpJobsTestApp();

describe('saved jobs', () => {
  it('lets a freelancer save, list and unsave a job', async () => {
    const job = (await createJob(client)).json().data;
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/save`,
      headers: bearer(freelancer.token),
    });
    expect(save.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/saved',
      headers: bearer(freelancer.token),
    });
    expect(saved.json().data.map((j: { id: number }) => j.id)).toContain(job.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/job/${job.id}`,
      headers: bearer(freelancer.token),
    });
    expect(detail.json().data.saved).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.id}/save`,
      headers: bearer(freelancer.token),
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/saved',
      headers: bearer(freelancer.token),
    });
    expect(after.json().data.map((j: { id: number }) => j.id)).not.toContain(job.id);
  });

  it('is for freelancers only, and a missing job is 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs/saved', headers: bearer(client.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs/999999/save',
          headers: bearer(freelancer.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
