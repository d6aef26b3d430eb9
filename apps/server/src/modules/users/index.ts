// The users module's public interface. It owns the `users` table.
export { registerUserRoutes } from './users.routes.ts';
export {
  createUsersService,
  EMAIL_TAKEN_MESSAGE,
  ME_TABLES,
  USER_INFO_TABLES,
  USERNAME_TAKEN_MESSAGE,
  type UsersService,
} from './users.service.ts';
export { createUserAdmin, type UserAdmin } from './user-admin.ts';
