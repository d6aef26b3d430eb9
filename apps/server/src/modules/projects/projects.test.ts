import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@marketplace/contract';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import {
  imagePart,
  makeImage,
  storedImageCount,
  uploadImageIds,
  uploadImages,
} from '#test/catalog-fixtures.ts';

let t: TestApp;
let freelancer: TestUser;
let otherFreelancer: TestUser;
let client: TestUser;

const validProject = { title: 'Bakery website', description: 'Menu, orders and a map.' };

const createProject = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projects/create',
    headers: bearer(user.token),
    payload,
  });

const call = (
  user: TestUser,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const uploadIds = (user: TestUser, count: number, kind: 'services' | 'projects' = 'projects') =>
  uploadImageIds(t, user, count, kind);

beforeAll(async () => {
  t = await createTestApp();
  [freelancer, otherFreelancer, client] = await Promise.all([
    signUp(t.app, 'freelancer', { username: `maker_${Date.now()}` }),
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'client'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/projects/upload_images', () => {
  it('stores each picture with a thumbnail and answers the list', async () => {
    const png = await makeImage();
    const response = await uploadImages(
      t,
      freelancer,
      [imagePart('file1', png), imagePart('file2', png)],
      'projects',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/api\/files\/images\/[0-9a-f-]{36}\.webp$/),
        thumbnail_url: expect.stringMatching(/^\/api\/files\/images\/[0-9a-f-]{36}\.webp$/),
      },
      expect.objectContaining({ id: expect.any(Number) }),
    ]);
  });

  it('answers 415 for a disguised file and 413 beyond the limits, storing nothing', async () => {
    const png = await makeImage();
    const before = storedImageCount(t);
    const disguised = await uploadImages(
      t,
      freelancer,
      [imagePart('file1', png), imagePart('file2', Buffer.from('plain text, not a picture'))],
      'projects',
    );
    expect(disguised.statusCode).toBe(415);
    const big = await uploadImages(
      t,
      freelancer,
      [imagePart('file1', Buffer.alloc(5 * 1024 * 1024 + 1, 7))],
      'projects',
    );
    expect(big.statusCode).toBe(413);
    const many = await uploadImages(
      t,
      freelancer,
      Array.from({ length: 11 }, (_, i) => imagePart(`file${i + 1}`, png)),
      'projects',
    );
    expect(many.statusCode).toBe(413);
    expect(storedImageCount(t)).toBe(before);
  });

  it('is for signed-in freelancers only', async () => {
    const png = await makeImage();
    expect((await uploadImages(t, client, [imagePart('file1', png)], 'projects')).statusCode).toBe(
      403,
    );
    expect(
      (await uploadImages(t, undefined, [imagePart('file1', png)], 'projects')).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/projects/create and GET /api/projects/:id', () => {
  it('creates a project with skills and ordered images, shown to any signed-in user', async () => {
    const ids = await uploadIds(freelancer, 2);
    const created = await createProject(freelancer, {
      ...validProject,
      skills: [' React ', 'react', 'Design'],
      images: [{ id: ids[1] }, ids[0]],
    });
    expect(created.statusCode).toBe(201);
    const project = created.json().data;
    expect(project).toEqual({
      id: expect.any(Number),
      title: 'Bakery website',
      description: 'Menu, orders and a map.',
      skills: ['React', 'Design'],
      images: [expect.objectContaining({ id: ids[1] }), expect.objectContaining({ id: ids[0] })],
      owner: {
        id: freelancer.id,
        username: freelancer.username,
        first_name: 'Test',
        last_name: 'User',
        avatar_url: null,
        verified: true,
      },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const fetched = await call(client, 'GET', `/api/projects/${project.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data).toEqual(project);
  });

  it('creates a project without skills or images', async () => {
    const created = await createProject(freelancer, validProject);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ skills: [], images: [] });
  });

  it('answers SPEC messages for a missing title and description', async () => {
    const response = await createProject(freelancer, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({
      title: CATALOG_MESSAGES.titleRequired,
      description: CATALOG_MESSAGES.descriptionRequired,
    });
  });

  it.each([
    ['a blank title', 'title', '   ', CATALOG_MESSAGES.titleRequired],
    ['an empty description', 'description', '', CATALOG_MESSAGES.descriptionRequired],
    ['a title of 201 characters', 'title', 'x'.repeat(201), CATALOG_MESSAGES.titleTooLong],
    ['an empty skill', 'skills', ['React', ' '], CATALOG_MESSAGES.skillInvalid],
    ['a skill of 41 characters', 'skills', ['x'.repeat(41)], CATALOG_MESSAGES.skillInvalid],
    ['a skill that is not text', 'skills', [42], CATALOG_MESSAGES.skillInvalid],
    ['skills that are not a list', 'skills', 'React', CATALOG_MESSAGES.skillInvalid],
    [
      '21 skills',
      'skills',
      Array.from({ length: 21 }, (_, i) => `skill${i}`),
      CATALOG_MESSAGES.skillsTooMany,
    ],
    [
      'eleven images',
      'images',
      Array.from({ length: 11 }, (_, i) => i + 1),
      CATALOG_MESSAGES.imagesTooMany,
    ],
  ])('rejects %s with its message', async (_label, field, value, message) => {
    const response = await createProject(freelancer, { ...validProject, [field]: value });
    expect(response.statusCode).toBe(422);
    const messages = Object.entries(response.json().data as Record<string, string>);
    expect(messages.find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]).toBe(
      message,
    );
  });

  it('takes a skill of 40 characters and 20 skills', async () => {
    const skills = ['x'.repeat(40), ...Array.from({ length: 19 }, (_, i) => `skill${i}`)];
    const response = await createProject(freelancer, { ...validProject, skills });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.skills).toEqual(skills);
  });

  it("refuses a service picture, someone else's picture and one already used", async () => {
    const [servicePicture] = await uploadIds(freelancer, 1, 'services');
    const [foreign] = await uploadIds(otherFreelancer, 1);
    const [once] = await uploadIds(freelancer, 1);
    for (const image of [servicePicture, foreign]) {
      const response = await createProject(freelancer, { ...validProject, images: [image] });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual({ images: CATALOG_MESSAGES.imagesInvalid });
    }
    expect((await createProject(freelancer, { ...validProject, images: [once] })).statusCode).toBe(
      201,
    );
    expect((await createProject(freelancer, { ...validProject, images: [once] })).statusCode).toBe(
      422,
    );
  });

  it('is for freelancers; reading needs a token; ids are checked', async () => {
    expect((await createProject(client, validProject)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/projects/create', payload: validProject }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects/1' })).statusCode).toBe(401);
    expect((await call(client, 'GET', '/api/projects/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '2.5', '99999999999'])
      expect((await call(client, 'GET', `/api/projects/${id}`)).statusCode, id).toBe(400);
  });
});

describe('listing projects', () => {
  let lister: TestUser;
  beforeAll(async () => {
    lister = await signUp(t.app, 'freelancer');
    for (const title of ['First', 'Second', 'Third'])
      await createProject(lister, { ...validProject, title });
  });

  const titles = async (user: TestUser, url: string) =>
    (await call(user, 'GET', url)).json().data.map((p: { title: string }) => p.title);

  it('lists own projects, newest first', async () => {
    expect(await titles(lister, '/api/user/projects')).toEqual(['Third', 'Second', 'First']);
  });

  it("lists a user's projects by username (any case) or by numeric id", async () => {
    expect(await titles(client, `/api/user/${lister.username}/projects`)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect(
      await titles(client, `/api/user/${lister.username.toUpperCase()}/projects`),
    ).toHaveLength(3);
    expect(await titles(client, `/api/user/${lister.id}/projects`)).toHaveLength(3);
    expect(await titles(client, `/api/user/${client.id}/projects`)).toEqual([]);
  });

  it('answers 404 for no such user, and 401 without a token', async () => {
    expect((await call(client, 'GET', '/api/user/nobody_by_this_name/projects')).statusCode).toBe(
      404,
    );
    expect((await call(client, 'GET', '/api/user/2147483647/projects')).statusCode).toBe(404);
    expect((await call(client, 'GET', '/api/user/bad%00name/projects')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/projects' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/${lister.id}/projects` })).statusCode,
    ).toBe(401);
  });

  it('counts projects in GET /api/user', async () => {
    const info = await call(lister, 'GET', '/api/user');
    expect(info.json().data).toMatchObject({ projects: 3, services: 0 });
  });
});

describe('PUT /api/projects/:id', () => {
  it('changes only the fields sent: skills and images stay when only the title changes', async () => {
    const ids = await uploadIds(freelancer, 2);
    const project = (
      await createProject(freelancer, { ...validProject, skills: ['React'], images: ids })
    ).json().data;
    const before = storedImageCount(t);
    const edited = await call(freelancer, 'PUT', `/api/projects/${project.id}`, {
      title: 'Bakery website v2',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({ ...project, title: 'Bakery website v2' });
    expect(storedImageCount(t)).toBe(before);
  });

  it('replaces skills and images, removing the files of pictures let go', async () => {
    const ids = await uploadIds(freelancer, 2);
    const project = (
      await createProject(freelancer, { ...validProject, skills: ['React'], images: ids })
    ).json().data;
    const [replacement] = await uploadIds(freelancer, 1);
    const before = storedImageCount(t);
    const edited = await call(freelancer, 'PUT', `/api/projects/${project.id}`, {
      skills: ['Vue', 'Figma'],
      images: [ids[1], replacement],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.skills).toEqual(['Vue', 'Figma']);
    expect(edited.json().data.images.map((i: { id: number }) => i.id)).toEqual([
      ids[1],
      replacement,
    ]);
    // The first picture and its thumbnail are gone.
    expect(storedImageCount(t)).toBe(before - 2);
  });

  it.each([
    ['a blank title', 'title', '', CATALOG_MESSAGES.titleRequired],
    ['a blank description', 'description', ' ', CATALOG_MESSAGES.descriptionRequired],
    [
      '21 skills',
      'skills',
      Array.from({ length: 21 }, (_, i) => `s${i}`),
      CATALOG_MESSAGES.skillsTooMany,
    ],
  ])('rejects %s with its message', async (_label, field, value, message) => {
    const project = (await createProject(freelancer, validProject)).json().data;
    const response = await call(freelancer, 'PUT', `/api/projects/${project.id}`, {
      [field]: value,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[field]).toBe(message);
  });

  it('changes nothing when the new images are refused', async () => {
    const project = (await createProject(freelancer, validProject)).json().data;
    const [foreign] = await uploadIds(otherFreelancer, 1);
    const response = await call(freelancer, 'PUT', `/api/projects/${project.id}`, {
      title: 'Changed',
      images: [foreign],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ images: CATALOG_MESSAGES.imagesInvalid });
    expect((await call(client, 'GET', `/api/projects/${project.id}`)).json().data.title).toBe(
      validProject.title,
    );
  });

  it("answers 403 for another freelancer's project and for clients, 404 when absent", async () => {
    const project = (await createProject(freelancer, validProject)).json().data;
    const url = `/api/projects/${project.id}`;
    const other = await call(otherFreelancer, 'PUT', url, { title: 'Mine now' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('You can only change your own projects.');
    expect((await call(client, 'PUT', url, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await call(freelancer, 'PUT', '/api/projects/999999', { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(freelancer, 'PUT', '/api/projects/abc', { title: 'x' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'PUT', url, payload: { title: 'x' } })).statusCode).toBe(
      401,
    );
    expect((await call(client, 'GET', url)).json().data.title).toBe(validProject.title);
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project and its picture files, answering msg', async () => {
    const ids = await uploadIds(freelancer, 2);
    const project = (await createProject(freelancer, { ...validProject, images: ids })).json().data;
    const before = storedImageCount(t);
    const removed = await call(freelancer, 'DELETE', `/api/projects/${project.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ msg: 'Project deleted successfully.' });
    expect(storedImageCount(t)).toBe(before - 4);
    expect((await call(client, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(freelancer, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });

  it("answers 403 for another freelancer's project and for clients, keeping it", async () => {
    const project = (await createProject(freelancer, validProject)).json().data;
    const url = `/api/projects/${project.id}`;
    expect((await call(otherFreelancer, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(client, 'DELETE', url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await call(freelancer, 'DELETE', '/api/projects/0')).statusCode).toBe(400);
    expect((await call(client, 'GET', url)).statusCode).toBe(200);
  });
});
