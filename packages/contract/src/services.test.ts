import { CATALOG_MESSAGES } from './catalog-terms.ts';
import { describe, expect, it } from 'vitest';
import {
  ZCreateProject,
  ZCreateService,
  ZSearchQuery,
  ZServiceListQuery,
  ZUpdateProject,
  ZUpdateService,
} from './services.ts';

const valid = {
  title: 'Logo design',
  description: 'Three concepts.',
  category: 'Graphic Design',
  price: 120,
};

/** The first message zod gives for a field, as the server's envelope and the form show it. */
const messageFor = (
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('ZCreateService', () => {
  it('uses the SPEC section 5 messages, word for word', () => {
    const result = ZCreateService.safeParse({});
    expect(messageFor(result, 'title')).toBe('Title is required.');
    expect(messageFor(result, 'description')).toBe('Description is required.');
    expect(messageFor(result, 'price')).toBe('Price must be greater than 0.');
    expect(messageFor(result, 'category')).toBe('Category is required.');
  });

  it.each([
    ['title', '   ', CATALOG_MESSAGES.titleRequired],
    ['title', 'x'.repeat(201), CATALOG_MESSAGES.titleTooLong],
    ['description', '', CATALOG_MESSAGES.descriptionRequired],
    ['description', 'x'.repeat(20_001), CATALOG_MESSAGES.descriptionTooLong],
    ['category', ' ', CATALOG_MESSAGES.categoryRequired],
    ['price', 0, CATALOG_MESSAGES.pricePositive],
    ['price', -5, CATALOG_MESSAGES.pricePositive],
    ['price', 'twelve', CATALOG_MESSAGES.pricePositive],
    ['price', 0.004, CATALOG_MESSAGES.priceTooSmall],
    ['price', 1_000_000.01, CATALOG_MESSAGES.priceTooLarge],
    ['images', Array.from({ length: 11 }, (_, i) => i + 1), CATALOG_MESSAGES.imagesTooMany],
    ['images', 'one', CATALOG_MESSAGES.imagesInvalid],
    ['images', [0], CATALOG_MESSAGES.imagesInvalid],
    ['images', [2 ** 31], CATALOG_MESSAGES.imagesInvalid],
    ['images', [{ url: 'x' }], CATALOG_MESSAGES.imagesInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(messageFor(ZCreateService.safeParse({ ...valid, [field]: value }), field)).toBe(message);
  });

  it('trims text, reads a price typed as text, and takes ids or {id} objects once each', () => {
    expect(
      ZCreateService.parse({
        title: '  Logo design ',
        description: ' Three concepts. ',
        category: ' Graphic Design ',
        price: ' 99.5 ',
        images: [3, { id: 1, url: '/api/files/images/a.webp' }, 3],
      }),
    ).toEqual({ ...valid, price: 99.5, images: [3, 1], delivery_days: 7, revisions: 1 });
  });

  it('accepts a price of a cent and of exactly a million, and no images', () => {
    expect(ZCreateService.parse({ ...valid, price: 0.01 }).price).toBe(0.01);
    expect(ZCreateService.parse({ ...valid, price: 1_000_000 }).images).toEqual([]);
  });

  it('drops NUL characters, which PostgreSQL cannot store', () => {
    expect(ZCreateService.parse({ ...valid, title: 'Lo\u0000go' }).title).toBe('Logo');
    expect(messageFor(ZCreateService.safeParse({ ...valid, title: '\u0000' }), 'title')).toBe(
      CATALOG_MESSAGES.titleRequired,
    );
  });
});

describe('ZUpdateService and ZUpdateProject', () => {
  it('leave absent fields absent, so an edit keeps the images and skills it does not name', () => {
    expect(ZUpdateService.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(ZUpdateProject.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(ZUpdateService.parse({})).toEqual({});
  });

  it('still apply every rule to the fields sent', () => {
    expect(messageFor(ZUpdateService.safeParse({ price: 0 }), 'price')).toBe(
      CATALOG_MESSAGES.pricePositive,
    );
    expect(messageFor(ZUpdateProject.safeParse({ title: '' }), 'title')).toBe(
      CATALOG_MESSAGES.titleRequired,
    );
    expect(ZUpdateService.parse({ images: [] })).toEqual({ images: [] });
  });
});

describe('ZCreateProject', () => {
  it('needs a title and a description, with the service messages', () => {
    const result = ZCreateProject.safeParse({});
    expect(messageFor(result, 'title')).toBe(CATALOG_MESSAGES.titleRequired);
    expect(messageFor(result, 'description')).toBe(CATALOG_MESSAGES.descriptionRequired);
  });

  it('defaults skills and images to empty lists and trims skills', () => {
    expect(ZCreateProject.parse({ title: 'T', description: 'D' })).toEqual({
      title: 'T',
      description: 'D',
      skills: [],
      images: [],
    });
    expect(
      ZCreateProject.parse({ title: 'T', description: 'D', skills: [' React '] }).skills,
    ).toEqual(['React']);
  });

  it.each([
    [[''], CATALOG_MESSAGES.skillInvalid],
    [['x'.repeat(41)], CATALOG_MESSAGES.skillInvalid],
    [[1], CATALOG_MESSAGES.skillInvalid],
    ['React', CATALOG_MESSAGES.skillInvalid],
    [Array.from({ length: 21 }, (_, i) => `s${i}`), CATALOG_MESSAGES.skillsTooMany],
  ])('rejects skills %j', (skills, message) => {
    expect(
      messageFor(ZCreateProject.safeParse({ title: 'T', description: 'D', skills }), 'skills'),
    ).toBe(message);
  });
});

describe('list queries', () => {
  it('default to the newest 20 and read numbers from the query string', () => {
    expect(ZServiceListQuery.parse({})).toEqual({ sort: 'newest', limit: 20 });
    expect(ZServiceListQuery.parse({ sort: 'price', limit: '100', category: ' SEO ' })).toEqual({
      sort: 'price',
      limit: 100,
      category: 'SEO',
    });
    expect(ZSearchQuery.parse({ limit: '5', cursor: 'abc' })).toEqual({ limit: 5, cursor: 'abc' });
  });

  it.each(['0', '101', '2.5', 'many'])('rejects limit %s with one message', (limit) => {
    expect(messageFor(ZServiceListQuery.safeParse({ limit }), 'limit')).toBe(
      CATALOG_MESSAGES.limitInvalid,
    );
  });

  it('knows only the three sorts', () => {
    expect(ZServiceListQuery.safeParse({ sort: 'random' }).success).toBe(false);
  });
});
