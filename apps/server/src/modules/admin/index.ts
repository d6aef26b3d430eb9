// The admin module: the console's disputes queue, users (suspend and restore), ledger check
// and audit log. It owns `admin_audit_log`, written with every admin action.
export { registerAdminRoutes } from './admin.routes.ts';
export { createAdminService, type AdminService } from './admin.service.ts';
