// The account module: what a person does with their account as a whole (taking their data
// with them, deleting it). It owns no table; it reads through the other modules and their
// tables, and deleting asks each owner to erase what it holds, in one transaction.
export { createAccountDeletion, type AccountDeletion } from './account-delete.ts';
export { createAccountExport, type AccountExport } from './account-export.ts';
export { registerAccountRoutes } from './account.routes.ts';
