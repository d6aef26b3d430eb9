// The catalog module: the services freelancers sell (called 'services' in SPEC.md and the API,
// 'catalog' in code so the word never collides with the service layer). It owns `services`.
export { registerCatalogRoutes } from './catalog.routes.ts';
export {
  createCatalogService,
  SERVICE_LIST_TABLES,
  type CatalogService,
} from './catalog.service.ts';
