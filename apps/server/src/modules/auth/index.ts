// The auth module's public interface: sessions, sign-in and passwords. It owns the `sessions` table.
export { registerAuthRoutes } from './auth.routes.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
export { createTokenSigner } from './tokens.ts';
export { createSessionCache } from './session-cache.ts';
