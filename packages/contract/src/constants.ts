export const PRODUCT_NAME = 'Freelancia';

export const ACCOUNT_TYPES = ['client', 'freelancer'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

// Spelled as the product has always spelled them (SPEC.md section 2).
export const JOB_LEVELS = ['Beginner', 'Intermidiate', 'Expert'] as const;
export const JOB_SIZES = ['Small', 'Mediem', 'Large'] as const;
export const PROPOSAL_DURATIONS = [
  'less than 1 month',
  '1 to 3 months',
  '3 to 6 months',
  'more than 6 months',
] as const;
export const PROPOSAL_STATUSES = ['pending', 'active', 'done', 'refused', 'withdrawn'] as const;

export const GENDERS = ['male', 'female', 'other'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

/** Share of the bid kept by the marketplace, in basis points (10%). */
export const FREELANCER_FEE_BASIS_POINTS = 1000;

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
