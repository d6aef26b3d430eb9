import { z } from 'zod/mini';
import { ROW_ID_MAX, zAmount, zMultiLine, zPageLimit, zSingleLine } from './fields.ts';
import {
  CATALOG_MESSAGES,
  IMAGES_PER_ITEM_MAX,
  PROJECT_SKILL_MAX_LENGTH,
  PROJECT_SKILLS_MAX,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_PRICE_MAX,
  SERVICE_TITLE_MAX,
} from './catalog-terms.ts';
import { SERVICE_SORTS } from './constants.ts';
import { toCents } from './money.ts';
import {
  SERVICE_DELIVERY_DAYS_DEFAULT,
  SERVICE_DELIVERY_DAYS_MAX,
  SERVICE_REVISIONS_DEFAULT,
  SERVICE_REVISIONS_MAX,
} from './service-terms.ts';

const ZLimit = zPageLimit(20);

const ZTitle = zSingleLine(CATALOG_MESSAGES.titleRequired).check(
  z.trim(),
  z.minLength(1, CATALOG_MESSAGES.titleRequired),
  z.maxLength(SERVICE_TITLE_MAX, CATALOG_MESSAGES.titleTooLong),
);
const ZDescription = zMultiLine(CATALOG_MESSAGES.descriptionRequired).check(
  z.trim(),
  z.minLength(1, CATALOG_MESSAGES.descriptionRequired),
  z.maxLength(SERVICE_DESCRIPTION_MAX, CATALOG_MESSAGES.descriptionTooLong),
);

const ZImageId = z
  .number(CATALOG_MESSAGES.imagesInvalid)
  .check(
    z.int(CATALOG_MESSAGES.imagesInvalid),
    z.positive(CATALOG_MESSAGES.imagesInvalid),
    z.lte(ROW_ID_MAX, CATALOG_MESSAGES.imagesInvalid),
  );

/** Image ids from an upload call, given as ids or as the `{id, ...}` objects it answered. */
const ZImageIds = z.pipe(
  z
    .array(
      z.union([ZImageId, z.object({ id: ZImageId })], CATALOG_MESSAGES.imagesInvalid),
      CATALOG_MESSAGES.imagesInvalid,
    )
    .check(z.maxLength(IMAGES_PER_ITEM_MAX, CATALOG_MESSAGES.imagesTooMany)),
  z.transform((items) => [
    ...new Set(items.map((item) => (typeof item === 'number' ? item : item.id))),
  ]),
);

/** A whole number typed in a form or sent as JSON, within bounds. */
const zCount = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.union(
        [z.number(message), z.string(message).check(z.trim(), z.regex(/^\d{1,4}$/, message))],
        message,
      ),
      z.transform(Number),
    ),
    z.number().check(z.int(message), z.gte(min, message), z.lte(max, message)),
  );

const serviceFields = {
  title: ZTitle,
  description: ZDescription,
  category: zSingleLine(CATALOG_MESSAGES.categoryRequired).check(
    z.trim(),
    z.minLength(1, CATALOG_MESSAGES.categoryRequired),
  ),
  price: z.pipe(
    zAmount(CATALOG_MESSAGES.pricePositive),
    z.number().check(
      z.gt(0, CATALOG_MESSAGES.pricePositive),
      z.lte(SERVICE_PRICE_MAX, CATALOG_MESSAGES.priceTooLarge),
      // Prices are stored in whole cents; a price that rounds to none would be free.
      z.refine((dollars) => toCents(dollars) >= 1, CATALOG_MESSAGES.priceTooSmall),
    ),
  ),
  images: ZImageIds,
  /** Days from payment to the due date of an order. */
  delivery_days: zCount(1, SERVICE_DELIVERY_DAYS_MAX, CATALOG_MESSAGES.deliveryDaysInvalid),
  /** Revisions a buyer may ask for before accepting. */
  revisions: zCount(0, SERVICE_REVISIONS_MAX, CATALOG_MESSAGES.revisionsInvalid),
};

export const ZCreateService = z.object({
  ...serviceFields,
  images: z._default(ZImageIds, []),
  delivery_days: z._default(serviceFields.delivery_days, SERVICE_DELIVERY_DAYS_DEFAULT),
  revisions: z._default(serviceFields.revisions, SERVICE_REVISIONS_DEFAULT),
});
export type TCreateService = z.infer<typeof ZCreateService>;
/**
 * Built from the fields without defaults: a default inside `z.partial()` still fills an
 * absent field, and an edit of the title alone would then drop every image.
 */
export const ZUpdateService = z.partial(z.object(serviceFields));
export type TUpdateService = z.infer<typeof ZUpdateService>;

const projectFields = {
  title: ZTitle,
  description: ZDescription,
  skills: z
    .array(
      zSingleLine(CATALOG_MESSAGES.skillInvalid).check(
        z.trim(),
        z.minLength(1, CATALOG_MESSAGES.skillInvalid),
        z.maxLength(PROJECT_SKILL_MAX_LENGTH, CATALOG_MESSAGES.skillInvalid),
      ),
      CATALOG_MESSAGES.skillInvalid,
    )
    .check(z.maxLength(PROJECT_SKILLS_MAX, CATALOG_MESSAGES.skillsTooMany)),
  images: ZImageIds,
};

export const ZCreateProject = z.object({
  ...projectFields,
  skills: z._default(projectFields.skills, []),
  images: z._default(ZImageIds, []),
});
export type TCreateProject = z.infer<typeof ZCreateProject>;
/** Without defaults, for the same reason as ZUpdateService: absent fields stay as they are. */
export const ZUpdateProject = z.partial(z.object(projectFields));
export type TUpdateProject = z.infer<typeof ZUpdateProject>;

export const ZImage = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZOwner = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.nullable(z.string()),
  /** The person verified their email address. */
  verified: z.boolean(),
});

/** SPEC's shape (price {value}, category {name}) plus the owner and sales. */
export const ZService = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  price: z.object({ value: z.number() }),
  /** The average of the shown reviews of its clients (0 when there are none). */
  rate: z.number(),
  /** How many reviews `rate` averages. */
  rating_count: z.number().check(z.int()),
  images: z.array(ZImage),
  category: z.object({ id: z.number().check(z.int()), name: z.string() }),
  owner: ZOwner,
  /** Completed orders of this service. */
  sales: z.number().check(z.int()),
  delivery_days: z.number().check(z.int()),
  revisions: z.number().check(z.int()),
  created_at: z.string(),
});
export type TService = z.infer<typeof ZService>;

export const ZProject = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  images: z.array(ZImage),
  owner: ZOwner,
  created_at: z.string(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZServiceListQuery = z.object({
  sort: z._default(z.enum(SERVICE_SORTS, 'Sort by newest, oldest or price.'), 'newest'),
  category: z.optional(zSingleLine('Category must be text.').check(z.trim(), z.maxLength(100))),
  limit: ZLimit,
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export type TServiceListQuery = z.infer<typeof ZServiceListQuery>;

export const ZSearchQuery = z.object({
  limit: ZLimit,
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
