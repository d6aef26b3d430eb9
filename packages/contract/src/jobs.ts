import { z } from 'zod/mini';
import { JOB_LEVELS, JOB_SIZES } from './constants.ts';
import {
  JOB_BUDGET_MAX,
  JOB_DELIVERY_DAYS_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_FILES_MAX,
  JOB_MESSAGES,
  JOB_TITLE_MAX,
} from './job-terms.ts';
import { ZRating } from './reviews.ts';
import { zAmount, zMultiLine, zPageLimit, zRowId, zSingleLine } from './fields.ts';

/** Multipart forms send every field as text; JSON bodies send numbers and arrays. Accept both. */
const parseJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return [];
  try {
    return JSON.parse(trimmed);
  } catch {
    // A comma-separated list of names is what a person would type.
    return trimmed
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  }
};

/** Skills as `[{name}]` objects or as plain names; answers the distinct names. */
export const ZSkillNames = z.pipe(
  z.transform(parseJsonText),
  z.pipe(
    z.pipe(
      z.array(
        z.union([zSingleLine(), z.object({ name: zSingleLine() })]),
        JOB_MESSAGES.skillsInvalid,
      ),
      z.transform((items) => [
        ...new Set(
          items.map((item) => (typeof item === 'string' ? item : item.name).trim()).filter(Boolean),
        ),
      ]),
    ),
    z
      .array(z.string())
      .check(
        z.minLength(1, JOB_MESSAGES.skillsRequired),
        z.maxLength(20, JOB_MESSAGES.skillsInvalid),
      ),
  ),
);

const ZFileIds = z.pipe(
  z.transform(parseJsonText),
  z
    .array(zRowId(JOB_MESSAGES.fileIdsInvalid), JOB_MESSAGES.fileIdsInvalid)
    .check(z.maxLength(JOB_FILES_MAX, `At most ${JOB_FILES_MAX} files per job.`)),
);

export const ZJobFields = z.object({
  title: zSingleLine(JOB_MESSAGES.titleRequired).check(
    z.trim(),
    z.minLength(1, JOB_MESSAGES.titleRequired),
    z.maxLength(JOB_TITLE_MAX, JOB_MESSAGES.titleTooLong),
  ),
  description: zMultiLine(JOB_MESSAGES.descriptionRequired).check(
    z.trim(),
    z.minLength(1, JOB_MESSAGES.descriptionRequired),
    z.maxLength(JOB_DESCRIPTION_MAX, JOB_MESSAGES.descriptionTooLong),
  ),
  skills: ZSkillNames,
  level: z.enum(JOB_LEVELS, JOB_MESSAGES.levelInvalid),
  size: z.enum(JOB_SIZES, JOB_MESSAGES.sizeInvalid),
  // Stored in cents: anything below one cent would be a budget of 0.
  budjet: z.pipe(
    zAmount(JOB_MESSAGES.budgetInvalid, JOB_MESSAGES.budgetPositive),
    z
      .number()
      .check(
        z.gt(0, JOB_MESSAGES.budgetPositive),
        z.gte(0.01, JOB_MESSAGES.budgetTooSmall),
        z.lte(JOB_BUDGET_MAX, JOB_MESSAGES.budgetTooLarge),
      ),
  ),
  time: z.optional(zSingleLine().check(z.trim(), z.maxLength(100, JOB_MESSAGES.timeTooLong))),
  expected_delivery_time: z.pipe(
    zAmount(JOB_MESSAGES.deliveryDays),
    z
      .number()
      .check(
        z.int(JOB_MESSAGES.deliveryDays),
        z.gte(1, JOB_MESSAGES.deliveryDays),
        z.lte(JOB_DELIVERY_DAYS_MAX, JOB_MESSAGES.deliveryDays),
      ),
  ),
  /** Files uploaded earlier through upload_files, to attach to this job. */
  file_ids: z.optional(ZFileIds),
});

export const ZCreateJob = ZJobFields;
export type TCreateJob = z.infer<typeof ZCreateJob>;

export const ZUpdateJob = z.extend(z.partial(ZJobFields), {
  /** Attachments of this job to remove. */
  removed_file_ids: z.optional(ZFileIds),
});
export type TUpdateJob = z.infer<typeof ZUpdateJob>;

export const ZJobFile = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  name: z.string(),
  size: z.number().check(z.int()),
  mime: z.string(),
});
export type TJobFile = z.infer<typeof ZJobFile>;

export const ZCategory = z.object({ id: z.number().check(z.int()), name: z.string() });
export type TCategory = z.infer<typeof ZCategory>;

export const ZJobClientSummary = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  member_since: z.string(),
  jobs_posted: z.number().check(z.int()),
  hires: z.number().check(z.int()),
  /** From the shown reviews the client received. */
  rating: ZRating,
});

/** A job as lists show it; the detail adds the client's public summary. */
export const ZJobSummary = z.object({
  id: z.number().check(z.int()),
  client_id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  budjet: z.number(),
  experience_level: z.enum(JOB_LEVELS),
  level: z.enum(JOB_LEVELS),
  size: z.enum(JOB_SIZES),
  time: z.nullable(z.string()),
  expected_delivery_time: z.number().check(z.int()),
  created_at: z.string(),
  categories: z.array(ZCategory),
  /** SPEC's shape: every skill of the job, flagged as chosen. */
  skills: z.array(z.object({ name: z.string(), selected: z.literal(true) })),
  illustrative_files: z.array(ZJobFile),
  proposals_count: z.number().check(z.int()),
  interviewing_count: z.number().check(z.int()),
  /** Whether the viewer has sent a proposal on this job. */
  applied: z.boolean(),
  /** Whether the viewer's proposal on this job was accepted (a running or finished contract). */
  hired: z.boolean(),
  is_owner: z.boolean(),
  saved: z.boolean(),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZJob = z.extend(ZJobSummary, { client: ZJobClientSummary });
export type TJob = z.infer<typeof ZJob>;

/** `GET /api/user/job/getAll` query: search and filters over open jobs. */
export const ZJobSearchQuery = z.object({
  q: z.optional(
    zSingleLine().check(z.trim(), z.maxLength(200, 'Search text is at most 200 characters.')),
  ),
  category: z.optional(zSingleLine().check(z.trim(), z.maxLength(100))),
  level: z.optional(z.enum(JOB_LEVELS, JOB_MESSAGES.levelInvalid)),
  size: z.optional(z.enum(JOB_SIZES, JOB_MESSAGES.sizeInvalid)),
  min_budget: z.optional(
    z.pipe(
      zAmount('Minimum budget must be a number.'),
      z
        .number()
        .check(
          z.gte(0, 'Minimum budget must be 0 or more.'),
          z.lte(JOB_BUDGET_MAX, JOB_MESSAGES.budgetTooLarge),
        ),
    ),
  ),
  max_budget: z.optional(
    z.pipe(
      zAmount('Maximum budget must be a number.'),
      z
        .number()
        .check(
          z.gte(0, 'Maximum budget must be 0 or more.'),
          z.lte(JOB_BUDGET_MAX, JOB_MESSAGES.budgetTooLarge),
        ),
    ),
  ),
  /** `true` leaves out the jobs the viewer has applied to or was hired for. */
  hide_applied: z.optional(
    z.pipe(
      z.enum(['true', 'false'], 'hide_applied must be true or false.'),
      z.transform((value) => value === 'true'),
    ),
  ),
  limit: zPageLimit(20),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type TJobSearchQuery = z.infer<typeof ZJobSearchQuery>;
