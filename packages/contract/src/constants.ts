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

// The values below are what the first pages (the homes, the layout) use of the contract: kept
// here, beside no schema, so those pages load no zod (the web build drops schemas no page uses
// only where their module is not loaded anyway: a module is one piece of a file).

export const SERVICE_SORTS = ['newest', 'oldest', 'price'] as const;

/** Close codes the server uses, so the client knows when not to reconnect. */
export const WS_CLOSE = {
  unauthorized: 4401,
  badOrigin: 4403,
  handshakeTimeout: 4408,
  sessionRevoked: 4401,
} as const;

/** Proposal counts as the product words them on cards ('5 to 10' style buckets). */
export const proposalCountLabel = (count: number): string => {
  if (count < 5) return 'less than 5';
  if (count < 10) return '5 to 10';
  if (count < 20) return '10 to 20';
  if (count < 50) return '20 to 50';
  return '50+';
};

/** The longest chat message, in characters. */
export const MESSAGE_MAX = 5000;

/** How many items one page of a list may hold. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`;

/** The kinds of mail a person may turn off, each with its own unsubscribe link. */
export const EMAIL_CATEGORIES = ['messages', 'orders', 'proposals', 'reviews'] as const;
