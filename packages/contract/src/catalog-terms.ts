import { PAGE_LIMIT_MESSAGE } from './constants.ts';
import { formatCount } from './money.ts';
import { SERVICE_DELIVERY_DAYS_MAX, SERVICE_REVISIONS_MAX } from './service-terms.ts';

/**
 * The catalog's limits and words (services and portfolio projects), without zod: the pages
 * that draw and create them load no schema (services.ts holds the schemas).
 */
export const SERVICE_TITLE_MAX = 200;
export const SERVICE_DESCRIPTION_MAX = 20_000;
export const SERVICE_PRICE_MAX = 1_000_000;
export const IMAGES_PER_ITEM_MAX = 10;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_FILES_MAX = 10;
export const PROJECT_SKILLS_MAX = 20;
export const PROJECT_SKILL_MAX_LENGTH = 40;

/** SPEC section 5, verbatim: the same words on the form and from the server. */
export const CATALOG_MESSAGES = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${SERVICE_TITLE_MAX} characters.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be at most ${formatCount(SERVICE_DESCRIPTION_MAX)} characters.`,
  pricePositive: 'Price must be greater than 0.',
  priceTooSmall: 'Price must be at least $0.01.',
  priceTooLarge: `Price must be at most $${formatCount(SERVICE_PRICE_MAX)}.`,
  categoryRequired: 'Category is required.',
  categoryUnknown: 'Choose a category from the list.',
  imagesInvalid: 'Images must be pictures you uploaded.',
  imagesTooMany: `At most ${IMAGES_PER_ITEM_MAX} images.`,
  skillInvalid: `Each skill is 1 to ${PROJECT_SKILL_MAX_LENGTH} characters.`,
  skillsTooMany: `At most ${PROJECT_SKILLS_MAX} skills.`,
  limitInvalid: PAGE_LIMIT_MESSAGE,
  deliveryDaysInvalid: `Delivery time is a whole number of days from 1 to ${SERVICE_DELIVERY_DAYS_MAX}.`,
  revisionsInvalid: `Revisions are a whole number from 0 to ${SERVICE_REVISIONS_MAX}.`,
} as const;
