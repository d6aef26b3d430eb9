import { ZChangeEmail, ZChangePassword, ZUpdateUser } from '@marketplace/contract';
import { z } from 'zod/mini';
import { zodResolver } from '../../lib/zod-resolver.ts';

/**
 * The profile pages' forms' checks, with the contract's messages. They load when a form is
 * about to be used (resolverOnIntent, lib/form.ts), so the profile pages draw without zod.
 */

// A select and empty inputs give '' where the API means "not set" (null).
const ZClientProfile = z.extend(ZUpdateUser, {
  gender: z.union([ZUpdateUser.shape.gender, z.literal('')]),
});
export type ClientProfileValues = z.input<typeof ZClientProfile>;

const ZFreelancerProfile = z.pick(ZUpdateUser, {
  first_name: true,
  last_name: true,
  username: true,
});

export const clientProfileResolver = zodResolver(ZClientProfile);
export const freelancerProfileResolver = zodResolver(ZFreelancerProfile);
export const changePasswordResolver = zodResolver(ZChangePassword);
export const changeEmailResolver = zodResolver(ZChangeEmail);
