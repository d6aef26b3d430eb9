import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from '@marketplace/contract';
import { zodResolver } from '../../lib/zod-resolver.ts';

/**
 * The account forms' checks, with the contract's messages. They load when a form is about to
 * be used (resolverOnIntent, lib/form.ts), so sign-in and sign-up draw without zod.
 */
export const signInResolver = zodResolver(ZLogin);
export const signUpResolver = zodResolver(ZRegister);
export const forgotPasswordResolver = zodResolver(ZForgotPassword);
export const resetPasswordResolver = zodResolver(ZResetPassword);
