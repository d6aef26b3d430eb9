// The jobs module's public interface. It owns `job_posts`, their files, categories links and saved jobs.
export { createJobFiles } from './job-files.ts';
export { registerJobRoutes } from './jobs.routes.ts';
export { createJobsService, type JobsService } from './jobs.service.ts';
export { JOB_LIST_TABLES } from './job-search.ts';
