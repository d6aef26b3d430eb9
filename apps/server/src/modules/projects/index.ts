// The projects module's public interface (portfolio projects). It owns `projects`.
export { registerProjectRoutes } from './projects.routes.ts';
export { createProjectsService, type ProjectsService } from './projects.service.ts';
