import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifySchema, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { ZCreateJob, ZUpdateJob } from '@marketplace/contract';
import { multipartCases } from '#test/fuzz-multipart.ts';
import { buildFuzzWorld, harvestIds, inputHints, pathIdPool, postJob } from '#test/fuzz-world.ts';
import { bearer, createTestApp, signIn, type TestUser } from '#test/test-app.ts';
import { fuzzInput, hostileValue } from '#test/zod-arbitrary.ts';

/**
 * Every API route, called with inputs generated from its own zod schemas: valid ones (with ids
 * of the caller's real objects, so they reach the service and the database) and broken ones.
 * No input may make the server fail (5xx): a bad request is the client's, and says so.
 * FUZZ_RUNS (inputs per route: 20, or 150 with DEEP=1) deepens a run, FUZZ_SEED repeats one
 * (with the same routes before it: the server keeps what earlier inputs created), and
 * FUZZ_ROUTE (a part of "METHOD /path") picks routes.
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? (process.env.DEEP ? 150 : 20)));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

// Rate limits would answer 429 before the inputs reach the routes they protect.
const t = await createTestApp({
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
});
// The error behind the latest answer, for the stack of a 5xx (the tests' log is silent).
let lastServerError: Error | undefined;
t.app.addHook('onError', async (_request, _reply, error) => {
  lastServerError = error;
});
await t.app.ready();
const world = await buildFuzzWorld(t);
const cases = await multipartCases();

/** Routes that read their body in the handler (JSON or multipart) rather than by schema. */
const HANDLER_BODIES: Record<string, z.ZodMiniType> = {
  'POST /api/job': ZCreateJob,
  'PUT /api/job/:id': ZUpdateJob,
};
const MULTIPART_ROUTES = [
  'POST /api/job',
  'PUT /api/job/:id',
  'POST /api/job/upload_files',
  'POST /api/services/upload_images',
  'POST /api/projects/upload_images',
  'POST /api/orders/upload_files',
  'POST /api/user/avatar',
];

/** Bodies that must be taken, not only survived, by these routes. */
const VALID_UPLOADS: Record<string, string[]> = {
  'one picture': MULTIPART_ROUTES.filter((name) => !name.includes('/api/job')).concat(
    'POST /api/job/upload_files',
  ),
  'a job form with a file': ['POST /api/job', 'PUT /api/job/:id'],
};

const nameOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

type Route = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  caller: string;
};
const routes: Route[] = t.app
  .routeTable()
  .filter(
    (entry) =>
      entry.method !== 'HEAD' &&
      entry.url.startsWith('/api/') &&
      !entry.url.startsWith('/api/docs') &&
      !entry.url.includes('*'),
  )
  .map((entry) => ({
    method: entry.method,
    url: entry.url,
    schema: entry.schema,
    caller: entry.access?.caller ?? 'signedIn',
  }))
  .filter((route) => !process.env.FUZZ_ROUTE || nameOf(route).includes(process.env.FUZZ_ROUTE))
  // Deletions last, so the other routes still find the objects they are given.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const zodOf = (schema: unknown): z.ZodMiniType | undefined =>
  schema && typeof schema === 'object' && '_zod' in schema ? (schema as z.ZodMiniType) : undefined;
const bodySchemaOf = (route: Route) => zodOf(route.schema?.body) ?? HANDLER_BODIES[nameOf(route)];

type Stats = {
  inputs: number;
  valid: number;
  statuses: Record<string, number>;
  /** Routes that answered at least one success: the others were only ever refused. */
  succeeded: Set<string>;
};
const stats: Stats = { inputs: 0, valid: 0, statuses: {}, succeeded: new Set() };
const record = (route: string, response: LightMyRequestResponse, valid: boolean) => {
  stats.inputs += 1;
  if (valid) stats.valid += 1;
  if (response.statusCode < 300) stats.succeeded.add(route);
  const family = `${Math.floor(response.statusCode / 100)}xx`;
  stats.statuses[family] = (stats.statuses[family] ?? 0) + 1;
};

afterAll(async () => {
  const answers = Object.entries(stats.statuses)
    .sort()
    .map(([family, count]) => `${family} ${count}`)
    .join(', ');
  console.log(
    `fuzz on ${t.database.kind}: ${stats.inputs} inputs over ${routes.length} routes ` +
      `(${stats.valid} valid by the route's schemas), answers ${answers}; ` +
      `FUZZ_RUNS=${RUNS} FUZZ_SEED=${SEED}; never a success: ` +
      (routes
        .map(nameOf)
        .filter((name) => !stats.succeeded.has(name))
        .join(', ') || 'none'),
  );
  await t.close();
});

/** An input short enough to read: long strings, big arrays and deep nesting abbreviated. */
const shorten = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string')
    return value.length > 120 ? `${value.slice(0, 60)}… (${value.length} characters)` : value;
  if (depth > 5) return '… (nested deeper)';
  if (Array.isArray(value)) {
    const head = value.slice(0, 10).map((item) => shorten(item, depth + 1));
    return value.length > 10 ? [...head, `… (${value.length} items)`] : head;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shorten(item, depth + 1)]),
    );
  return value;
};

const failureReport = (
  route: string,
  request: InjectOptions,
  input: unknown,
  response: LightMyRequestResponse,
) =>
  [
    `${route} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    `request: ${request.method} ${String(request.url).slice(0, 300)}`,
    `input: ${JSON.stringify(shorten(input))}`,
    `server error: ${lastServerError?.stack ?? '(none recorded)'}`,
    `reproduce: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`,
  ].join('\n');

type Caller = 'nobody' | 'client' | 'freelancer' | 'fresh client';
const callersFor = (route: Route): Caller[] => {
  // Signing out ends the session it is called with: each call gets a session of its own.
  if (route.url === '/api/auth/logout') return ['fresh client'];
  if (route.caller === 'anyone') return ['nobody', 'client'];
  if (route.caller === 'client' || route.caller === 'freelancer') return [route.caller];
  return ['client', 'freelancer'];
};
const tokenOf = async (caller: Caller): Promise<string | undefined> => {
  if (caller === 'nobody') return undefined;
  if (caller === 'fresh client') return signIn(t.app, world.client.email, world.client.password);
  return world[caller].token;
};

/** Lone surrogates cannot be percent-encoded; a browser sends U+FFFD for them. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
const segment = (value: unknown) => encodeURIComponent(wellFormed(asText(value)));
const queryString = (value: unknown): string => {
  if (value === undefined) return '';
  if (!value || typeof value !== 'object' || Array.isArray(value)) return segment(value);
  const pairs: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const items = Array.isArray(item) && item.length > 0 ? item : [item];
    for (const one of items) pairs.push([wellFormed(key), wellFormed(asText(one))]);
  }
  return new URLSearchParams(pairs).toString();
};
/** The query as Fastify reads it back (repeated keys become lists), to judge validity. */
const parsedQuery = (text: string) => {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, item] of new URLSearchParams(text)) {
    const previous = parsed[key];
    if (previous === undefined) parsed[key] = item;
    else if (Array.isArray(previous)) previous.push(item);
    else parsed[key] = [previous, item];
  }
  return parsed;
};

/** Public files stored right now (earlier routes replace pictures), and one that never is. */
const storedFiles = () => [
  { kind: 'images', name: 'missing.webp' },
  ...['images', 'avatars'].flatMap((kind) => {
    const folder = path.join(t.config.uploadsDir, kind);
    return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => ({ kind, name })) : [];
  }),
];

/** Path parameters of a route without a schema for them: the stored files route's. */
const paramsWithoutSchema = (names: string[]): fc.Arbitrary<Record<string, unknown>> => {
  const hostile = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        name === 'kind'
          ? fc.constantFrom('images', 'avatars', 'job-files', 'order-files', '..', '%2e%2e')
          : fc.oneof(fc.constantFrom(...storedFiles().map((file) => file.name)), hostileValue()),
      ]),
    ),
  );
  return names.includes('kind') && names.includes('name')
    ? fc.oneof(fc.constantFrom(...storedFiles()), hostile)
    : hostile;
};

type Encoding = 'json' | 'broken json' | 'form' | 'text';
type Input = {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  encoding: Encoding;
  caller: Caller;
  idempotencyKey: string | undefined;
};

const inputFor = (route: Route): fc.Arbitrary<Input> => {
  const hints = inputHints(world, route.url);
  const paramsSchema = zodOf(route.schema?.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const realId = pathIdPool(world, route.url);
  const params = paramsSchema
    ? fuzzInput(paramsSchema, {
        pools: realId ? Object.fromEntries(names.map((name) => [name, realId])) : {},
      })
    : paramsWithoutSchema(names);
  const querySchema = zodOf(route.schema?.querystring);
  const bodySchema = bodySchemaOf(route);
  const bodiless = route.method === 'GET' || route.method === 'DELETE';
  return fc.record({
    params: params as fc.Arbitrary<Record<string, unknown>>,
    query: querySchema ? fuzzInput(querySchema, hints) : fc.constant(undefined),
    body: bodySchema
      ? fuzzInput(bodySchema, hints)
      : bodiless
        ? fc.constant(undefined)
        : fc.option(hostileValue(), { nil: undefined }),
    encoding: fc.oneof(
      { weight: 12, arbitrary: fc.constant<Encoding>('json') },
      fc.constantFrom<Encoding>('broken json', 'form', 'text'),
    ),
    caller: fc.constantFrom(...callersFor(route)),
    idempotencyKey:
      route.method === 'POST' && route.caller !== 'anyone'
        ? fc.option(fc.oneof(fc.uuid(), fc.constantFrom('with space', 'x'.repeat(201), '')), {
            nil: undefined,
          })
        : fc.constant(undefined),
  });
};

/** Path parameters as the router hands them over: text, or absent (an empty segment). */
const sentParams = (route: Route, input: Input): Record<string, string> => {
  const params: Record<string, unknown> =
    input.params && typeof input.params === 'object' && !Array.isArray(input.params)
      ? input.params
      : {};
  return Object.fromEntries(
    [...route.url.matchAll(/:(\w+)/g)].map((match) => {
      const name = match[1] ?? '';
      return [name, params[name] === undefined ? '' : asText(params[name])];
    }),
  );
};

const requestFor = async (route: Route, input: Input): Promise<InjectOptions> => {
  const params = sentParams(route, input);
  const address = route.url.replace(/:(\w+)/g, (_, name: string) => segment(params[name] ?? ''));
  const query = queryString(input.query);
  const token = await tokenOf(input.caller);
  const headers: Record<string, string> = {
    ...(token ? bearer(token) : {}),
    ...(input.idempotencyKey === undefined ? {} : { 'idempotency-key': input.idempotencyKey }),
  };
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: query ? `${address}?${query}` : address,
    headers,
  };
  if (input.body === undefined) return request;
  const json = JSON.stringify(input.body) ?? 'null';
  const encodings: Record<Encoding, [string, string]> = {
    json: ['application/json', json],
    'broken json': ['application/json', json.slice(0, Math.max(1, json.length - 1))],
    form: ['application/x-www-form-urlencoded', queryString(input.body)],
    text: ['text/plain', json],
  };
  const [contentType, payload] = encodings[input.encoding];
  return { ...request, headers: { ...headers, 'content-type': contentType }, payload };
};

/** Whether the input passes the route's own schemas, as the server will read it. */
const isValid = (route: Route, input: Input, request: InjectOptions): boolean => {
  const checks: [z.ZodMiniType | undefined, unknown][] = [
    [zodOf(route.schema?.params), sentParams(route, input)],
    [zodOf(route.schema?.querystring), parsedQuery(String(request.url).split('?')[1] ?? '')],
  ];
  const bodySchema = bodySchemaOf(route);
  if (bodySchema)
    checks.push([
      bodySchema,
      input.encoding === 'json' && input.body !== undefined
        ? JSON.parse(JSON.stringify(input.body))
        : Symbol('not a JSON body'),
    ]);
  return checks.every(([schema, value]) => !schema || schema.safeParse(value).success);
};

describe('free text reaches the database without bidi and control characters', () => {
  // U+202E turns `invoice\u202Etxt.exe` around on screen; NUL cannot be stored at all.
  const TRICKY_TITLE = 'invoice\u202Etxt\u2066.exe\u0000 logo\ndesign';
  const ONLY_CONTROLS = '\u202E\u2066\u0000\u0007\u200F';
  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), payload });

  it('stores a job title and description cleaned and shows them so to others', async () => {
    const posted = await as(world.client, 'POST', '/api/job', {
      title: TRICKY_TITLE,
      description: 'Line one\r\nLine two\u202E\u0007',
      skills: [`Trans\u202Elation`],
      level: 'Beginner',
      size: 'Small',
      budjet: 40,
      expected_delivery_time: 3,
      time: '\u2067two weeks\u0000',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const shown = await as(world.freelancer, 'GET', `/api/job/${posted.json().data.id}`);
    expect(shown.json().data).toMatchObject({
      title: 'invoicetxt.exe logodesign',
      description: 'Line one\nLine two',
      time: 'two weeks',
    });
  });

  it('cleans the fields of a multipart job form the same way', async () => {
    const form = cases.find((body) => body.name === 'a job form with invisible characters');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/job',
      headers: { ...bearer(world.client.token), 'content-type': form?.contentType ?? '' },
      payload: form?.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data.title).toBe('invoicetxt.exe');
  });

  it('counts a title of only control characters as missing', async () => {
    const posted = await as(world.freelancer, 'POST', '/api/services/create', {
      title: ONLY_CONTROLS,
      description: 'Three concepts.',
      category: world.categories[0],
      price: 30,
    });
    expect(posted.statusCode).toBe(422);
    expect(posted.json().data).toEqual({ title: 'Title is required.' });
  });

  it('cleans profile names and refuses a name of only control characters', async () => {
    const empty = await as(world.client, 'POST', '/api/user', { first_name: ONLY_CONTROLS });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual({ first_name: 'First name is required.' });
    const saved = await as(world.client, 'POST', '/api/user', {
      first_name: 'An\u202Ea',
      country: 'Fr\u2066ance\n',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = await as(world.client, 'GET', '/api/user');
    expect(me.json().data).toMatchObject({ first_name: 'Ana', country: 'France' });
  });

  it('keeps the line breaks of a chat message and drops the rest', async () => {
    const chatId = world.ids.chats[0];
    const sent = await as(world.client, 'POST', '/api/chats/storeMessage', {
      chat_id: chatId,
      message: 'see you\u202E\r\nsoon\u0007',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const page = await as(world.freelancer, 'POST', '/api/chats/getAllMessages', {
      chat_id: chatId,
    });
    expect(page.json().data.map((message: { message: string }) => message.message)).toContain(
      'see you\nsoon',
    );
  });
});

describe('every route answers generated inputs without a server error', () => {
  it('finds the routes to call', () => {
    // A route table that lost its API routes would make every other test here pass vacuously.
    if (process.env.FUZZ_ROUTE) return;
    expect(routes.length).toBeGreaterThan(40);
    for (const name of MULTIPART_ROUTES) expect(routes.map(nameOf)).toContain(name);
  });

  it.each(routes.map((route) => [nameOf(route), route] as const))('%s', async (name, route) => {
    const runs =
      route.url.includes(':') || route.schema?.querystring || bodySchemaOf(route)
        ? RUNS
        : Math.ceil(RUNS / 4);
    const details = await fc.check(
      fc.asyncProperty(inputFor(route), async (input) => {
        lastServerError = undefined;
        const request = await requestFor(route, input);
        const started = performance.now();
        const response = await t.app.inject(request);
        if (process.env.FUZZ_DEBUG)
          console.log(
            Math.round(performance.now() - started),
            response.statusCode,
            String(request.url).slice(0, 200),
            response.body.slice(0, 150),
          );
        record(name, response, isValid(route, input, request));
        harvestIds(world, name, response);
        if (response.statusCode >= 500)
          throw new Error(failureReport(name, request, input, response));
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
    expect(details.failed, String(details.errorInstance ?? '')).toBe(false);
  });
});

const uploadRoutes = routes.filter((route) => MULTIPART_ROUTES.includes(nameOf(route)));
// Empty only when FUZZ_ROUTE picks another route.
describe.runIf(uploadRoutes.length > 0)(
  'upload routes answer hand-made multipart bodies without a server error',
  () => {
    it.each(uploadRoutes.map((route) => [nameOf(route), route] as const))(
      '%s',
      async (name, route) => {
        const caller: TestUser = route.caller === 'freelancer' ? world.freelancer : world.client;
        // A job of its own: the generated calls before may have hired on or deleted the others.
        const address = route.url.includes(':id')
          ? route.url.replace(':id', String(await postJob(t, world.client, 'Edit me')))
          : route.url;
        for (const body of cases) {
          lastServerError = undefined;
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: address,
            headers: { ...bearer(caller.token), 'content-type': body.contentType },
            payload: body.payload,
          };
          const response = await t.app.inject(request);
          record(name, response, false);
          const report = failureReport(name, request, { multipart: body.name }, response);
          expect(response.statusCode, report).toBeLessThan(500);
          if (VALID_UPLOADS[body.name]?.includes(name))
            expect(response.statusCode, report).toBeLessThan(300);
        }
      },
    );
  },
);
