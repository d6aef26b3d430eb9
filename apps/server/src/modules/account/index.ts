// The account module: what a person does with their account as a whole (taking their data
// with them). It owns no table; it reads through the other modules and their tables.
export { createAccountExport, type AccountExport } from './account-export.ts';
export { registerAccountRoutes } from './account.routes.ts';
