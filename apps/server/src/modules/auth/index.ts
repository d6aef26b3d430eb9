// The auth module's public interface: sessions, sign-in and passwords. It owns the `sessions`
// and `password_resets` and `email_verifications` tables.
export { registerAuthRoutes } from './auth.routes.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
export { createTokenSigner } from './tokens.ts';
export { createSessionCache } from './session-cache.ts';
export { createPasswordReset, type PasswordReset } from './password-reset.ts';
export { createEmailVerification, type EmailVerification } from './email-verification.ts';
export { hashPassword } from './auth.service.ts';
