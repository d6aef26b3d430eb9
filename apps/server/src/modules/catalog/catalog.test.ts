import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@marketplace/contract';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import {
  craftCursor,
  imagePart as part,
  makeImage,
  storedImageCount as countStored,
  uploadImageIds,
  uploadImages,
} from '#test/catalog-fixtures.ts';
import type { Part } from '#test/multipart.ts';
import { images as imagesTable } from '#db/schema/index.ts';
import { createStorage } from '#kernel/storage.ts';
import { createImagesService } from '#kernel/images.ts';

let t: TestApp;
let freelancer: TestUser;
let otherFreelancer: TestUser;
let client: TestUser;
let png: Buffer;

const imagePart = (name: string, bytes = png, type = 'image/png') => part(name, bytes, type);

const upload = (user: TestUser, parts: Part[], kind: 'services' | 'projects' = 'services') =>
  uploadImages(t, user, parts, kind);

const uploadIds = (user: TestUser, count: number, kind: 'services' | 'projects' = 'services') =>
  uploadImageIds(t, user, count, kind);

const createService = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/create',
    headers: bearer(user.token),
    payload,
  });

const validService = {
  title: 'Logo design',
  description: 'Three concepts, two revisions.',
  category: 'Graphic Design',
  price: 120,
};

const storedImageCount = () => countStored(t);

beforeAll(async () => {
  t = await createTestApp();
  [freelancer, otherFreelancer, client] = await Promise.all([
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'client'),
  ]);
  png = await makeImage();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/services/upload_images', () => {
  it('re-encodes each image with a thumbnail and answers the stored list', async () => {
    const response = await upload(freelancer, [imagePart('file1'), imagePart('file2')]);
    expect(response.statusCode).toBe(201);
    const [first] = response.json().data;
    expect(first).toMatchObject({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/files\/images\/.+\.webp$/),
    });
    const served = await t.app.inject({ method: 'GET', url: first.thumbnail_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('rejects a disguised file (415), too large (413) or too many images (413), storing nothing', async () => {
    const before = storedImageCount();
    const disguised = await upload(freelancer, [
      imagePart('file1'),
      imagePart('file2', Buffer.from('<?php echo 1; ?>')),
    ]);
    expect(disguised.statusCode).toBe(415);
    const big = await upload(freelancer, [
      imagePart('file1', Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
    ]);
    expect(big.statusCode).toBe(413);
    const many = await upload(
      freelancer,
      Array.from({ length: 11 }, (_, i) => imagePart(`file${i + 1}`)),
    );
    expect(many.statusCode).toBe(413);
    expect(storedImageCount()).toBe(before);
  });

  it('is for freelancers only', async () => {
    expect((await upload(client, [imagePart('file1')])).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/services/upload_images' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/services/create and GET /api/services/:id', () => {
  it('creates a service with its images in order and answers SPEC shape plus owner', async () => {
    const ids = await uploadIds(freelancer, 2);
    const response = await createService(freelancer, {
      ...validService,
      images: [ids[1], { id: ids[0] }],
    });
    expect(response.statusCode).toBe(201);
    const service = response.json().data;
    expect(service).toMatchObject({
      title: 'Logo design',
      price: { value: 120 },
      rate: 0,
      category: { name: 'Graphic Design' },
      owner: { id: freelancer.id, username: freelancer.username },
      sales: 0,
    });
    expect(service.images.map((image: { id: number }) => image.id)).toEqual([ids[1], ids[0]]);
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/services/${service.id}`,
      headers: bearer(client.token),
    });
    expect(fetched.json().data).toEqual(service);
  });

  it.each([
    ['title', '', CATALOG_MESSAGES.titleRequired],
    ['description', '  ', CATALOG_MESSAGES.descriptionRequired],
    ['price', 0, CATALOG_MESSAGES.pricePositive],
    ['price', -1, CATALOG_MESSAGES.pricePositive],
    ['category', '', CATALOG_MESSAGES.categoryRequired],
    ['category', 'Underwater Basket Weaving', CATALOG_MESSAGES.categoryUnknown],
  ])('rejects %s = %j with its message', async (field, value, message) => {
    const response = await createService(freelancer, { ...validService, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[field]).toBe(message);
  });

  it("rejects another freelancer's image, a project image and an image already used", async () => {
    const [foreign] = await uploadIds(otherFreelancer, 1);
    expect(
      (await createService(freelancer, { ...validService, images: [foreign] })).json().data.images,
    ).toBe(CATALOG_MESSAGES.imagesInvalid);
    const [projectImage] = await uploadIds(freelancer, 1, 'projects');
    expect(
      (await createService(freelancer, { ...validService, images: [projectImage] })).statusCode,
    ).toBe(422);
    const [once] = await uploadIds(freelancer, 1);
    expect((await createService(freelancer, { ...validService, images: [once] })).statusCode).toBe(
      201,
    );
    expect((await createService(freelancer, { ...validService, images: [once] })).statusCode).toBe(
      422,
    );
  });

  it('is for freelancers, needs a token, and validates ids', async () => {
    expect((await createService(client, validService)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/services/create', payload: validService }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/services/abc',
          headers: bearer(client.token),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/services/999999',
          headers: bearer(client.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT and DELETE /api/services/:id', () => {
  it('lets the owner edit fields and replace images, and delete with the files', async () => {
    const ids = await uploadIds(freelancer, 2);
    const service = (await createService(freelancer, { ...validService, images: ids })).json().data;
    const [replacement] = await uploadIds(freelancer, 1);
    const before = storedImageCount();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${service.id}`,
      headers: bearer(freelancer.token),
      payload: { price: 99.5, category: 'Marketing', images: [replacement] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      price: { value: 99.5 },
      category: { name: 'Marketing' },
      title: 'Logo design',
    });
    expect(edited.json().data.images.map((image: { id: number }) => image.id)).toEqual([
      replacement,
    ]);
    expect(storedImageCount()).toBe(before - 4);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/${service.id}`,
      headers: bearer(freelancer.token),
    });
    expect(removed.json()).toEqual({ msg: expect.any(String) });
    expect(storedImageCount()).toBe(before - 6);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/services/${service.id}`,
          headers: bearer(client.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses another freelancer's edit and delete, and clients", async () => {
    const service = (await createService(freelancer, validService)).json().data;
    const edit = (user: TestUser) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/services/${service.id}`,
        headers: bearer(user.token),
        payload: { title: 'Stolen' },
      });
    expect((await edit(otherFreelancer)).statusCode).toBe(403);
    expect((await edit(client)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/services/${service.id}`,
          headers: bearer(otherFreelancer.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/services/${service.id}`,
          headers: bearer(client.token),
        })
      ).json().data.title,
    ).toBe('Logo design');
  });
});

describe('listing, sorting and searching services', () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await signUp(t.app, 'freelancer', { username: `seller_${Date.now()}` });
    for (const [title, price, category] of [
      ['Logo design for startups', 300, 'Graphic Design'],
      ['Wedding video edit', 80, 'Video & Animation'],
      ['SEO audit 100% complete', 150, 'SEO'],
      ['snake_case API cleanup', 45, 'Web Development'],
    ] as const) {
      expect(
        (await createService(seller, { title, description: 'Done well.', category, price }))
          .statusCode,
      ).toBe(201);
    }
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(client.token) });
  const titles = async (url: string) =>
    (await get(url)).json().data.map((s: { title: string }) => s.title);

  it('lists own services and a user’s services by id or username', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/services',
      headers: bearer(seller.token),
    });
    expect(own.json().data).toHaveLength(4);
    expect(await titles(`/api/user/${seller.id}/services`)).toHaveLength(4);
    expect(await titles(`/api/user/${seller.username.toUpperCase()}/services`)).toHaveLength(4);
    expect((await get('/api/user/nobody_here_at_all/services')).statusCode).toBe(404);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(seller.token),
    });
    expect(info.json().data.services).toBe(4);
  });

  it('sorts by newest, oldest and best price, filters by category, and pages without repeats', async () => {
    const newest = await titles('/api/getAll2?limit=100');
    expect(newest.indexOf('snake_case API cleanup')).toBeLessThan(
      newest.indexOf('Logo design for startups'),
    );
    const oldest = await titles('/api/getAll2?sort=oldest&limit=100');
    expect(oldest).toEqual([...newest].reverse());
    const prices = (await get('/api/getAll2?sort=price&limit=100'))
      .json()
      .data.map((s: { price: { value: number } }) => s.price.value);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(await titles('/api/getAll2?category=SEO')).toEqual(['SEO audit 100% complete']);

    for (const sort of ['newest', 'oldest', 'price']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          `/api/getAll2?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.json().data.map((s: { id: number }) => s.id));
        cursor = page.json().meta.next_cursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(newest.length);
    }
    expect((await get('/api/getAll2?sort=random')).statusCode).toBe(422);
    expect((await get('/api/getAll2?cursor=garbage')).statusCode).toBe(400);
  });

  it('searches titles case-insensitively, tolerates typos, ranks the best match first', async () => {
    const logo = await titles('/api/services/search/LOGO');
    expect(logo).toContain('Logo design for startups');
    expect(logo.every((title: string) => /logo/i.test(title))).toBe(true);
    expect(await titles('/api/services/search/logo%20desing')).toContain(
      'Logo design for startups',
    );
    expect((await titles('/api/services/search/wedding%20vdeo'))[0]).toBe('Wedding video edit');
    expect((await titles('/api/services/search/startups%20logo'))[0]).toBe(
      'Logo design for startups',
    );
  });

  it('pages search results with a cursor, without repeats', async () => {
    const all = (await get('/api/services/search/design?limit=100'))
      .json()
      .data.map((s: { id: number }) => s.id);
    expect(all.length).toBeGreaterThan(1);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        `/api/services/search/design?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.json().data.map((s: { id: number }) => s.id));
      cursor = page.json().meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('reads SQL and LIKE metacharacters as plain text', async () => {
    expect(await titles('/api/services/search/100%25')).toEqual(['SEO audit 100% complete']);
    expect(await titles('/api/services/search/snake_case')).toEqual(['snake_case API cleanup']);
    expect(await titles('/api/services/search/%25')).toEqual(['SEO audit 100% complete']);
    const quote = await get(
      `/api/services/search/${encodeURIComponent("'; drop table services; --")}`,
    );
    expect(quote.statusCode).toBe(200);
    expect(await titles('/api/getAll2?limit=100')).toContain('Wedding video edit');
  });
});

describe('uploads: formats, disguises and empty calls', () => {
  it.each(['jpeg', 'webp', 'gif'] as const)('accepts a %s picture', async (format) => {
    const response = await upload(freelancer, [
      imagePart('file1', await makeImage(format), `image/${format}`),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toHaveLength(1);
  });

  it('answers 415 for text named .png and sent as image/png, storing nothing', async () => {
    const before = storedImageCount();
    const response = await upload(freelancer, [
      imagePart('file1', Buffer.from('just some text pretending to be a picture')),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Please upload a JPEG, PNG, WebP or GIF image.');
    expect(storedImageCount()).toBe(before);
  });

  it('answers 415 for an SVG and for a JSON body, and 422 for a form without files', async () => {
    const svg = await upload(freelancer, [
      imagePart('file1', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
    ]);
    expect(svg.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/services/upload_images',
      headers: bearer(freelancer.token),
      payload: { file1: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload(freelancer, [{ name: 'note', value: 'no files here' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual({ file1: 'Choose at least one image to upload.' });
  });

  it('takes exactly ten images in one call', async () => {
    const response = await upload(
      freelancer,
      Array.from({ length: 10 }, (_, i) => imagePart(`file${i + 1}`)),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toHaveLength(10);
  });
});

describe('service validation, all rules', () => {
  it('answers every SPEC message at once for an empty body', async () => {
    const response = await createService(freelancer, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({
      title: CATALOG_MESSAGES.titleRequired,
      description: CATALOG_MESSAGES.descriptionRequired,
      category: CATALOG_MESSAGES.categoryRequired,
      price: CATALOG_MESSAGES.pricePositive,
    });
  });

  it.each([
    ['a title of 201 characters', 'title', 'x'.repeat(201), CATALOG_MESSAGES.titleTooLong],
    [
      'a description of 20,001 characters',
      'description',
      'x'.repeat(20_001),
      CATALOG_MESSAGES.descriptionTooLong,
    ],
    ['a price over a million', 'price', 1_000_000.01, CATALOG_MESSAGES.priceTooLarge],
    ['a price under a cent', 'price', 0.001, CATALOG_MESSAGES.priceTooSmall],
    ['a price that is not a number', 'price', 'abc', CATALOG_MESSAGES.pricePositive],
    [
      'eleven images',
      'images',
      Array.from({ length: 11 }, (_, i) => i + 1),
      CATALOG_MESSAGES.imagesTooMany,
    ],
    ['images that are not a list', 'images', 'not a list', CATALOG_MESSAGES.imagesInvalid],
    ['an image id never uploaded', 'images', [999_999], CATALOG_MESSAGES.imagesInvalid],
  ])('rejects %s with its message', async (_label, field, value, message) => {
    const response = await createService(freelancer, { ...validService, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[field]).toBe(message);
  });

  it('rejects an image id no row can have with the images message, never a 500', async () => {
    const response = await createService(freelancer, { ...validService, images: [2 ** 31] });
    expect(response.statusCode).toBe(422);
    expect(response.json().data['images.0']).toBe(CATALOG_MESSAGES.imagesInvalid);
  });

  it('accepts the largest values and a price sent as text', async () => {
    const response = await createService(freelancer, {
      title: 'x'.repeat(200),
      description: 'y'.repeat(20_000),
      category: 'graphic design',
      price: '1000000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      price: { value: 1_000_000 },
      category: { name: 'Graphic Design' },
    });
  });

  it('drops NUL characters instead of failing on them', async () => {
    const response = await createService(freelancer, {
      ...validService,
      title: 'Nul\u0000 title',
      description: '\u0000',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ description: CATALOG_MESSAGES.descriptionRequired });
    const created = await createService(freelancer, { ...validService, title: 'Nul\u0000 title' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.title).toBe('Nul title');
  });

  it('stores nothing when an image is refused', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/services',
        headers: bearer(otherFreelancer.token),
      })
    ).json().data.length;
    const [foreign] = await uploadIds(freelancer, 1);
    const response = await createService(otherFreelancer, {
      ...validService,
      images: [foreign],
    });
    expect(response.statusCode).toBe(422);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/services',
      headers: bearer(otherFreelancer.token),
    });
    expect(after.json().data).toHaveLength(before);
  });

  it('lets only one of two simultaneous calls attach the same upload', async () => {
    const [image] = await uploadIds(freelancer, 1);
    const results = await Promise.all(
      [1, 2, 3].map(() => createService(freelancer, { ...validService, images: [image] })),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
    const winner = results.find((response) => response.statusCode === 201);
    expect(winner?.json().data.images.map((i: { id: number }) => i.id)).toEqual([image]);
  });
});

describe('editing services', () => {
  const put = (user: TestUser, id: number | string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/services/${id}`,
      headers: bearer(user.token),
      payload,
    });

  it('changes only the fields sent: images and price stay when only the title changes', async () => {
    const ids = await uploadIds(freelancer, 2);
    const service = (await createService(freelancer, { ...validService, images: ids })).json().data;
    const before = storedImageCount();
    const edited = await put(freelancer, service.id, { title: 'Logo design, express' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({ ...service, title: 'Logo design, express' });
    expect(storedImageCount()).toBe(before);
  });

  it('clears the images with an empty list', async () => {
    const ids = await uploadIds(freelancer, 1);
    const service = (await createService(freelancer, { ...validService, images: ids })).json().data;
    const edited = await put(freelancer, service.id, { images: [] });
    expect(edited.json().data.images).toEqual([]);
  });

  it.each([
    ['title', '', CATALOG_MESSAGES.titleRequired],
    ['description', ' ', CATALOG_MESSAGES.descriptionRequired],
    ['price', 0, CATALOG_MESSAGES.pricePositive],
    ['category', '', CATALOG_MESSAGES.categoryRequired],
    ['category', 'Knitting', CATALOG_MESSAGES.categoryUnknown],
  ])('rejects %s = %j with its message', async (field, value, message) => {
    const service = (await createService(freelancer, validService)).json().data;
    const response = await put(freelancer, service.id, { [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[field]).toBe(message);
  });

  it('changes nothing when the new images are refused', async () => {
    const service = (await createService(freelancer, validService)).json().data;
    const [foreign] = await uploadIds(otherFreelancer, 1);
    const response = await put(freelancer, service.id, { title: 'Changed', images: [foreign] });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.images).toBe(CATALOG_MESSAGES.imagesInvalid);
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/services/${service.id}`,
      headers: bearer(freelancer.token),
    });
    expect(fetched.json().data.title).toBe('Logo design');
  });

  it('answers 404 for a service that does not exist, and 400 for bad ids', async () => {
    expect((await put(freelancer, 999_999, { title: 'x' })).statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/999999',
      headers: bearer(freelancer.token),
    });
    expect(gone.statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/services/${id}`,
          headers: bearer(freelancer.token),
          ...(method === 'PUT' ? { payload: { title: 'x' } } : {}),
        });
        expect(response.statusCode, `${method} ${id}`).toBe(400);
      }
    }
  });

  it('refuses clients editing or deleting', async () => {
    const service = (await createService(freelancer, validService)).json().data;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/${service.id}`,
      headers: bearer(client.token),
    });
    expect(removed.statusCode).toBe(403);
  });
});

describe('signing in is required', () => {
  it.each([
    ['POST', '/api/services/upload_images'],
    ['POST', '/api/services/create'],
    ['GET', '/api/services/1'],
    ['PUT', '/api/services/1'],
    ['DELETE', '/api/services/1'],
    ['GET', '/api/user/services'],
    ['GET', '/api/user/1/services'],
    ['GET', '/api/getAll2'],
    ['GET', '/api/services/search/logo'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('browsing and searching: edges', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(client.token) });

  it('answers 400, never 500, for cursors the server did not write', async () => {
    const cases: Array<[string, unknown]> = [
      ['newest', ['not a date', 1]],
      ['newest', ['2024-02-31T00:00:00.000Z', 1]],
      ['oldest', ['0000-01-01T00:00:00.000Z', 1]],
      ['newest', ['2024-01-01T00:00:00.000Z', 1.5]],
      ['oldest', ['2024-01-01T00:00:00.000Z', 2 ** 40]],
      ['price', [1.5, 1]],
      ['price', [1e308, 1]],
      ['price', [-1, 1]],
      ['price', ['2024-01-01T00:00:00.000Z', 1]],
      ['newest', [100, 1]],
      ['newest', { a: 1 }],
    ];
    for (const [sort, key] of cases) {
      const response = await get(`/api/getAll2?sort=${sort}&cursor=${craftCursor(key)}`);
      expect(response.statusCode, `${sort} ${JSON.stringify(key)}`).toBe(400);
    }
    for (const key of [
      [0.5, 1.5],
      [2, 1],
      [1e308, 1],
      [0.5, 2 ** 40],
      ['x', 1],
    ]) {
      const response = await get(`/api/services/search/logo?cursor=${craftCursor(key)}`);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
    }
  });

  it('explains a bad limit or sort', async () => {
    for (const limit of ['0', '101', 'abc', '2.5']) {
      const response = await get(`/api/getAll2?limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.limit).toBe(CATALOG_MESSAGES.limitInvalid);
    }
    expect((await get('/api/services/search/logo?limit=0')).statusCode).toBe(422);
  });

  it('drops NUL from a search or a category, and finds no user named with one', async () => {
    const search = await get('/api/services/search/lo%00go');
    expect(search.statusCode).toBe(200);
    const withNul = await get('/api/getAll2?category=SE%00O&limit=100');
    expect(withNul.statusCode).toBe(200);
    expect(withNul.json()).toEqual((await get('/api/getAll2?category=SEO&limit=100')).json());
    expect((await get('/api/user/some%00one/services')).statusCode).toBe(404);
    expect((await get(`/api/user/${'x'.repeat(61)}/services`)).statusCode).toBe(400);
  });

  it('answers an empty list for a user without services, and a blank search', async () => {
    expect((await get(`/api/user/${client.id}/services`)).json().data).toEqual([]);
    expect((await get('/api/services/search/%20%20')).json()).toEqual({
      data: [],
      meta: { next_cursor: null },
    });
  });
});

describe('search ranking', () => {
  let searchClient: TestUser;
  beforeAll(async () => {
    searchClient = await signUp(t.app, 'client');
    const seller = await signUp(t.app, 'freelancer');
    for (const title of [
      'Mascot illustration and brand kit',
      'Brand logo refresh',
      'Logo',
      'Minimal logo design',
      'Ranking test: packaging design',
    ]) {
      await createService(seller, { ...validService, title });
    }
  });

  const search = async (text: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/search/${encodeURIComponent(text)}?limit=100`,
        headers: bearer(searchClient.token),
      })
    )
      .json()
      .data.map((s: { title: string }) => s.title) as string[];

  it('puts the exact title first and leaves unrelated titles out', async () => {
    const titles = await search('logo');
    expect(titles[0]).toBe('Logo');
    expect(titles).toContain('Minimal logo design');
    expect(titles).not.toContain('Mascot illustration and brand kit');
  });

  it('finds a title through typos and any case', async () => {
    expect(await search('MINIMAL LOGO DESING')).toContain('Minimal logo design');
    expect((await search('minimal logo desing'))[0]).toBe('Minimal logo design');
    expect(await search('mascott ilustration')).toContain('Mascot illustration and brand kit');
  });

  it('matches metacharacters literally and never errors', async () => {
    for (const text of ['%', '_', '\\', "'", '"', "%' OR '1'='1", '[a-z]*', '%_%']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/services/search/${encodeURIComponent(text)}`,
        headers: bearer(searchClient.token),
      });
      expect(response.statusCode, text).toBe(200);
      for (const service of response.json().data as Array<{ title: string }>)
        expect(service.title.toLowerCase()).toContain(text.toLowerCase());
    }
    expect(await search('_')).toEqual(['snake_case API cleanup']);
  });
});

describe('sweeping unused uploads', () => {
  it('drops pictures never attached after the grace period, keeping fresh and used ones', async () => {
    const images = createImagesService({
      db: t.database.db,
      storage: createStorage(t.config.uploadsDir),
    });
    const [used, abandoned, fresh] = (await uploadIds(freelancer, 3)) as [number, number, number];
    const created = await createService(freelancer, { ...validService, images: [used] });
    expect(created.statusCode).toBe(201);
    // The abandoned one was uploaded two days ago, the others just now.
    await t.database.db
      .update(imagesTable)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(imagesTable.id, abandoned));
    const filesBefore = storedImageCount();

    const removed = await images.sweepDrafts(new Date(Date.now() - 24 * 3600 * 1000));

    expect(removed).toBe(1);
    // Its full-size copy and its thumbnail are gone from the disk.
    expect(storedImageCount()).toBe(filesBefore - 2);
    const left = await t.database.db
      .select({ id: imagesTable.id })
      .from(imagesTable)
      .where(inArray(imagesTable.id, [used, abandoned, fresh]));
    expect(left.map((row) => row.id).sort()).toEqual([used, fresh].sort());
    // A create naming the swept picture gets the usual refusal.
    const late = await createService(freelancer, { ...validService, images: [abandoned] });
    expect(late.statusCode).toBe(422);
  });
});
