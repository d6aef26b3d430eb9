import { formatCount } from './money.ts';

/**
 * The job posts' limits and words, without zod: the job pages draw with them and load no
 * schema (jobs.ts holds the schemas).
 */
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_BUDGET_MAX = 10_000_000;
export const JOB_DELIVERY_DAYS_MAX = 3650;
export const JOB_FILES_MAX = 5;
export const JOB_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Attachment types, sniffed from the bytes, with the extension they are stored under. */
export const JOB_FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
};

export const JOB_MESSAGES = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${JOB_TITLE_MAX} characters.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be at most ${formatCount(JOB_DESCRIPTION_MAX)} characters.`,
  skillsRequired: 'Choose at least one skill.',
  skillsInvalid: 'Skills must be a list of category names.',
  levelInvalid: 'Choose an experience level: Beginner, Intermidiate or Expert.',
  sizeInvalid: 'Choose a size: Small, Mediem or Large.',
  budgetPositive: 'Budget must be greater than 0.',
  budgetInvalid: 'Budget must be a number, like 250 or 99.50.',
  budgetTooSmall: 'Budget must be at least $0.01.',
  budgetTooLarge: `Budget must be at most $${formatCount(JOB_BUDGET_MAX)}.`,
  deliveryDays: `Expected delivery time must be a whole number of days from 1 to ${JOB_DELIVERY_DAYS_MAX}.`,
  timeTooLong: 'Time must be at most 100 characters.',
  fileIdsInvalid: 'Attachments must be a list of uploaded file ids.',
} as const;
