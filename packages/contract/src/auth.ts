import { z } from 'zod/mini';
import {
  ACCOUNT_TYPES,
  GENDERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
} from './constants.ts';
import { zSingleLine } from './fields.ts';
import { ZRating } from './reviews.ts';

export const MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: 'Names are at most 60 characters.',
  usernameInvalid:
    'Username must be 3 to 30 characters: letters, digits, underscore, dot or hyphen.',
  emailInvalid: 'Enter a valid email address.',
  passwordLength: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: 'Password is required.',
  passwordsDiffer: 'Passwords do not match.',
  accountTypeInvalid: 'Account type must be client or freelancer.',
  telephoneInvalid: 'Enter a valid telephone number.',
  countryTooLong: 'Country is at most 60 characters.',
  genderInvalid: 'Gender must be male, female or other.',
  newPasswordSame: 'The new password must differ from the current one.',
} as const;

const ZName = zSingleLine(MESSAGES.firstNameRequired).check(
  z.trim(),
  z.minLength(1, MESSAGES.firstNameRequired),
  z.maxLength(60, MESSAGES.nameTooLong),
);
const ZUsername = z
  .string(MESSAGES.usernameInvalid)
  .check(z.trim(), z.regex(USERNAME_PATTERN, MESSAGES.usernameInvalid));
export const ZEmail = z.pipe(
  z.string(MESSAGES.emailInvalid).check(z.trim(), z.toLowerCase()),
  z.email(MESSAGES.emailInvalid).check(z.maxLength(254, MESSAGES.emailInvalid)),
);
export const ZPassword = z
  .string(MESSAGES.passwordLength)
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength),
    z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength),
  );

export const ZAccountType = z.enum(ACCOUNT_TYPES, MESSAGES.accountTypeInvalid);

export const ZRegister = z
  .object({
    username: ZUsername,
    first_name: ZName,
    last_name: zSingleLine(MESSAGES.lastNameRequired).check(
      z.trim(),
      z.minLength(1, MESSAGES.lastNameRequired),
      z.maxLength(60, MESSAGES.nameTooLong),
    ),
    account_type: ZAccountType,
    email: ZEmail,
    password: ZPassword,
    confirm_password: z.string(MESSAGES.passwordsDiffer),
  })
  .check(
    z.refine((value) => value.password === value.confirm_password, {
      message: MESSAGES.passwordsDiffer,
      path: ['confirm_password'],
    }),
  );
export type TRegister = z.infer<typeof ZRegister>;

export const ZLogin = z.object({
  email: z
    .string(MESSAGES.emailInvalid)
    .check(z.trim(), z.toLowerCase(), z.minLength(1, MESSAGES.emailInvalid)),
  password: z
    .string(MESSAGES.passwordRequired)
    .check(
      z.minLength(1, MESSAGES.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength),
    ),
});
export type TLogin = z.infer<typeof ZLogin>;

/** The new account, as sign-up answers it. */
export const ZRegisterResult = z.object({
  id: z.number(),
  username: z.string(),
  account_type: ZAccountType,
});
export type TRegisterResult = z.infer<typeof ZRegisterResult>;

export const ZLoginResult = z.object({
  access_token: z.string(),
  account_type: ZAccountType,
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

const ZOptionalText = (max: number, message: string) =>
  z.optional(z.nullable(zSingleLine(message).check(z.trim(), z.maxLength(max, message))));

/** The profile fields a user may change; anything else in the body is ignored. */
export const ZUpdateUser = z.object({
  first_name: z.optional(ZName),
  last_name: z.optional(
    zSingleLine(MESSAGES.lastNameRequired).check(
      z.trim(),
      z.minLength(1, MESSAGES.lastNameRequired),
      z.maxLength(60, MESSAGES.nameTooLong),
    ),
  ),
  username: z.optional(ZUsername),
  // Cleaned first: a number pasted from a contact card often carries invisible direction marks.
  telephone: z.optional(
    z.nullable(
      zSingleLine(MESSAGES.telephoneInvalid).check(
        z.trim(),
        z.regex(/^$|^\+?[0-9 ()-]{5,25}$/, MESSAGES.telephoneInvalid),
      ),
    ),
  ),
  country: ZOptionalText(60, MESSAGES.countryTooLong),
  gender: z.optional(z.nullable(z.enum(GENDERS, MESSAGES.genderInvalid))),
});
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZChangePassword = z
  .object({
    current_password: z
      .string(MESSAGES.passwordRequired)
      .check(
        z.minLength(1, MESSAGES.passwordRequired),
        z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength),
      ),
    new_password: ZPassword,
    confirm_password: z.string(MESSAGES.passwordsDiffer),
  })
  .check(
    z.refine((value) => value.new_password === value.confirm_password, {
      message: MESSAGES.passwordsDiffer,
      path: ['confirm_password'],
    }),
    z.refine((value) => value.new_password !== value.current_password, {
      message: MESSAGES.newPasswordSame,
      path: ['new_password'],
    }),
  );
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

export const RESET_MESSAGES = {
  /** The same answer whether or not an account has that address: nobody learns who is here. */
  sent: 'If an account uses that email, we sent it a link to choose a new password. The link works for one hour.',
  tokenInvalid: 'This reset link is invalid, already used or expired. Ask for a new one.',
  done: 'Your password is changed. Sign in with the new one.',
} as const;

export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

/** The secret of a reset link, as the mail writes it. */
export const ZResetToken = z
  .string(RESET_MESSAGES.tokenInvalid)
  .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, RESET_MESSAGES.tokenInvalid));

export const ZResetPassword = z
  .object({
    token: ZResetToken,
    new_password: ZPassword,
    confirm_password: z.string(MESSAGES.passwordsDiffer),
  })
  .check(
    z.refine((value) => value.new_password === value.confirm_password, {
      message: MESSAGES.passwordsDiffer,
      path: ['confirm_password'],
    }),
  );
export type TResetPassword = z.infer<typeof ZResetPassword>;

/** How long a link to verify an email address works. */
export const EMAIL_VERIFICATION_HOURS = 24;

export const VERIFY_MESSAGES = {
  tokenInvalid:
    'This verification link is invalid, already used or expired. Ask for a new one from your account.',
  verified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  resent: 'We sent you a new verification link. It works for 24 hours.',
  /** Money routes answer this (403) until the address is verified. */
  moneyLocked:
    'Verify your email address first: paying, delivering for pay and payouts need a verified address. Open the link we mailed you, or ask for a new one.',
  changeSent:
    'We sent a link to your new address. Your email changes when you open it; until then it stays as it is.',
  sameEmail: 'This is already your email address.',
  passwordWrong: 'Your password is incorrect.',
  emailTakenMeanwhile:
    'Another account now uses this email address, so it cannot become yours. Choose another one.',
} as const;

export const ZVerifyEmail = z.object({
  token: z
    .string(VERIFY_MESSAGES.tokenInvalid)
    .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, VERIFY_MESSAGES.tokenInvalid)),
});
export type TVerifyEmail = z.infer<typeof ZVerifyEmail>;

/** Changing the address: the new one and the current password. */
export const ZChangeEmail = z.object({
  email: ZEmail,
  password: z
    .string(MESSAGES.passwordRequired)
    .check(
      z.minLength(1, MESSAGES.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength),
    ),
});
export type TChangeEmail = z.infer<typeof ZChangeEmail>;

export const ZUser = z.object({
  id: z.number().check(z.int()),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  telephone: z.optional(z.nullable(z.string())),
  country: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  account_type: ZAccountType,
  avatar_url: z.nullable(z.string()),
  /** The person opened a link mailed to their address ('Verified' next to the name). */
  verified: z.boolean(),
  created_at: z.string(),
  /** Only on `GET /api/auth/me`: the caller may open the admin console. */
  is_admin: z.optional(z.boolean()),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserCounts = z.object({
  services: z.number().check(z.int()),
  sells: z.number().check(z.int()),
  projects: z.number().check(z.int()),
  proposals: z.number().check(z.int()),
});

/** `GET /api/user`: the signed-in user with their activity counts. */
export const ZUserInfo = z.extend(ZUser, ZUserCounts.shape);
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** `GET /api/user/{id}`: public profile; contact fields only for those who share a proposal. */
export const ZPublicUser = z.extend(z.omit(ZUser, { email: true, telephone: true }), {
  email: z.optional(z.string()),
  telephone: z.optional(z.nullable(z.string())),
  /** From the shown reviews the person received. */
  rating: ZRating,
});
export type TPublicUser = z.infer<typeof ZPublicUser>;
