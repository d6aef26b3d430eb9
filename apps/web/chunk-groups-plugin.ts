import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The landing page's own entry (landing.html): what it needs statically forms a group. */
const LANDING_ENTRY = 'src/landing-main.tsx';
/** index.html's first script stays a file of its own, without imports (early-session.ts). */
const EARLY_SESSION = /[\\/]src[\\/]lib[\\/]early-session\.ts$/;
/** The landing page's own components stay in its entry chunk: no other page draws them. */
const LANDING_FEATURE = /[\\/]src[\\/]features[\\/]landing[\\/]/;

/**
 * What every signed-in page draws and loads around its own (the session check, the realtime
 * connection, the layout), with the landing page and sign-in: the icons, components, helpers
 * and API calls they use load with them (`icons`, `shared`).
 */
const FRAME_ENTRIES = [
  LANDING_ENTRY,
  'src/main.tsx',
  'src/app/query-provider.tsx',
  'src/app/session-check.tsx',
  'src/app/realtime-bridge.tsx',
  'src/app/layouts/app-layout.tsx',
  'src/app/routes/sign-in.tsx',
];

/**
 * The lists a person most often opens first (with the homes, HOME_ENTRIES; a freelancer's
 * portfolio is a link in every freelancer's header, and a client opens one from a proposal or
 * a service): what they draw with beyond the frame loads with them in one file (`lists`), the
 * rest only with the pages that use it (their own chunks, `api-<area>`).
 */
const LIST_PAGE_ENTRIES = ['src/app/routes/all-services.tsx', 'src/app/routes/portfolio.tsx'];

/**
 * The pages that open on a form: what they share with the first pages stays in `shared`, and
 * the lists' cards, empty states and searches (2 kB gzipped, with their icons 3 kB) stay out.
 * With them, these pages loaded 136 kB gzipped, over the 134 kB budget (issue 12).
 */
const FORM_PAGE_ENTRIES = [
  'src/app/routes/create-job.tsx',
  'src/app/routes/create-service.tsx',
  'src/app/routes/create-project.tsx',
  'src/app/routes/freelancer-profile.tsx',
  'src/app/routes/client-profile.tsx',
];

/**
 * The homes, by account type: each route and what it draws (feeds and cards other pages draw
 * too) in one file. A home fetched six files after its first scripts (its own, the API calls,
 * three cards and the default thumbnail's address), each waiting its turn for one of six
 * connections over HTTP/1.1; as one file, with the API calls in `shared`, Lighthouse's mobile
 * simulation of the same recorded loads put the homes' LCP one round trip (150 ms) earlier.
 * One file for both homes cost each home the other's code (3-4 kB gzipped).
 */
export const HOME_ENTRIES = {
  client: 'src/app/routes/client-home.tsx',
  freelancer: 'src/app/routes/freelancer-home.tsx',
} as const;

/** Packages and the contract: the module graph holds every export of them, used or not. */
const isPackage = (id: string) => /[\\/](node_modules|packages)[\\/]/.test(id);

/** The app's building blocks: components and helpers. */
const SHARED = /[\\/]src[\\/](components[\\/]ui|lib)[\\/]/;
/**
 * The frame of every signed-in page: the session check and the layout with its headers (not
 * the phone menu's sheet, opened later with Radix Dialog).
 */
const SIGNED_IN_FRAME =
  /[\\/]src[\\/]app[\\/](session-check\.tsx|layouts[\\/](?!mobile-nav-sheet\.tsx))/;
/**
 * Blocks only drawn once a person opens them (with Radix Dialog), those only the pages that
 * show or upload pictures draw, and the toaster's own hook: they load with those. (In a file
 * with other pages' code, the hook made the first toast of any page fetch that file, and zod
 * with it.)
 */
const NOT_FOR_EVERY_PAGE =
  /[\\/]src[\\/](components[\\/]ui[\\/](dialog|confirm-dialog-content|image-picker|image-slider)\.tsx|lib[\\/]use-media-query\.ts)$/;

/**
 * The API calls of the features the homes draw, and every feature's query keys (the realtime
 * connection refreshes by them): those the first pages use go with `shared`; the other calls
 * load with the pages that make them.
 */
const HOME_API =
  /[\\/]src[\\/]features[\\/]((jobs|services|user|notifications)[\\/]api[\\/]|[^\\/]+[\\/]api[\\/][^\\/]+-keys\.ts$)/;

/** Turns a zod schema into a form's checks: loaded with the schemas, never with a page. */
const ZOD_RESOLVER = /[\\/]src[\\/]lib[\\/]zod-resolver\.ts$/;

/** The app's form building blocks: the fields, the form hook and the helpers wiring them. */
const FORM_PARTS = /[\\/]src[\\/](components[\\/]ui[\\/]field\.tsx|lib[\\/](form|use-form)\.ts)$/;

/**
 * The default picture of a project without one: a module of one address (0.1 kB gzipped), which
 * the portfolio, a project's page and a freelancer's details fetched as a file of its own.
 */
const DEFAULT_PROJECT_THUMBNAIL = /[\\/]src[\\/]assets[\\/]default-project-thumbnail\.svg$/;

/**
 * The message for errors outside any field, which the forms and pages without one show: a
 * file of 0.2 kB gzipped of its own otherwise, one round trip more for each of them.
 */
const FORM_ERROR = /[\\/]src[\\/]components[\\/]ui[\\/]form-error\.tsx$/;

/**
 * What a page of any kind may draw or call: the building blocks (but those only some pages
 * open) and the API calls the homes share with other pages.
 */
const isCommonModule = (id: string) =>
  (SHARED.test(id) || HOME_API.test(id)) && !NOT_FOR_EVERY_PAGE.test(id) && !FORM_PARTS.test(id);

/**
 * An area's API calls (features/<area>/api/, sign-in's own excepted) and the compiled checks of
 * the answers it reads (lib/response-checks-<area>.generated.ts): the area's name is the
 * group's, `api-<area>`.
 */
const API_AREA =
  /[\\/]src[\\/](?:features[\\/](?!auth[\\/])([^\\/]+)[\\/]api[\\/]|lib[\\/]response-checks-([a-z]+)\.generated\.ts$)/;
const apiAreaOf = (id: string): string | undefined => {
  const match = API_AREA.exec(id);
  return match ? `api-${match[1] ?? match[2]}` : undefined;
};

/**
 * The card of a job in a list: the freelancer home's feed draws it, and a client's own jobs
 * (/my_jobs), which fetched the whole freelancer home (4 kB gzipped) for it.
 */
const JOB_CARD = /[\\/]src[\\/]features[\\/]jobs[\\/]components[\\/]job-card\.tsx$/;

/**
 * The contract's helpers without schemas (amounts and counts as text, service terms): pages of
 * every kind use them, the homes' cards as much as the schemas of other pages.
 */
const CONTRACT_HELPERS = /[\\/]packages[\\/]contract[\\/]src[\\/](money|text|service-terms)\.ts$/;

/** The catalog's limits and words, without zod (the services' schemas import them). */
const CONTRACT_CATALOG_TERMS = /[\\/]packages[\\/]contract[\\/]src[\\/]catalog-terms\.ts$/;

/** The account pages' frame and texts (signing in and up, resetting a password). */
const AUTH_PAGES_FRAME =
  /[\\/]src[\\/](features[\\/]auth[\\/]components[\\/]auth-shell\.tsx|strings-auth\.ts)$/;

/**
 * The reviews a portfolio and a service's page show: the list, its items, their texts, the
 * reviews' API calls and their answers' checks (not the forms to write or answer one).
 */
const REVIEWS_SECTION =
  /[\\/]src[\\/](features[\\/]reviews[\\/](api[\\/]|components[\\/](reviews-section|review-item)\.tsx$)|strings-reviews\.ts$|lib[\\/]response-checks-reviews\.generated\.ts$)/;

/** The compiled checks of the reviews' answers (part of REVIEWS_SECTION). */
const REVIEWS_CHECKS = /[\\/]src[\\/]lib[\\/]response-checks-reviews\.generated\.ts$/;

/** The contract's schemas of accounts: signing in and up, profiles, passwords. */
const CONTRACT_AUTH = /[\\/]packages[\\/]contract[\\/]src[\\/]auth\.ts$/;

/** The app's query client and its provider (app/query-client.ts, app/query-provider.tsx). */
const QUERY_SETUP = /[\\/]src[\\/]app[\\/]query-(client\.ts|provider\.tsx)$/;

/** The web app's `zod/mini`: zod configured for the browser (lib/zod-configured.ts). */
const ZOD_CONFIGURED = /[\\/]src[\\/]lib[\\/]zod-configured\.ts$/;
/** zod, or the app's module that configures it (what `zod/mini` resolves to in the build). */
const isZodModule = (id: string) => ZOD_CONFIGURED.test(id) || packages('zod').test(id);

/** Each icon name lucide-react exports (with its aliases), to the file that draws it. */
const lucideIconFiles = (): Map<string, string> => {
  // The ES module build, which the bundler reads (package.json's `module`).
  const packageJson = fileURLToPath(import.meta.resolve('lucide-react/package.json'));
  const { module } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {
    module: string;
  };
  const index = path.resolve(path.dirname(packageJson), module);
  const files = new Map<string, string>();
  const reexport = /export \{([^}]+)\} from '(\.\/icons\/[^']+)'/g;
  for (const [, names = '', file = ''] of fs.readFileSync(index, 'utf8').matchAll(reexport)) {
    const absolute = path.resolve(path.dirname(index), file);
    for (const name of names.split(',')) files.set(name.replace(/.*\bas\b/, '').trim(), absolute);
  }
  if (files.size === 0) throw new Error(`chunk-groups: no icons found in ${index}`);
  return files;
};

/**
 * The names a module's code (JavaScript, type imports gone) imports from a package, e.g.
 * `namedImportsOf(code, 'lucide-react')`.
 */
const namedImportsOf = (code: string, from: string): string[] =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
    .filter(([, , source]) => source === from)
    .flatMap(([, names = '']) =>
      names
        .split(',')
        .map((name) => name.replace(/\s+as\s+.*/s, '').trim())
        .filter(Boolean),
    );

/** The contract names its zod schemas `Z…` (ZUser, ZCreateJob). */
const CONTRACT_SCHEMA_NAME = /^Z[A-Z]/;

const packages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Fewer, larger chunks. Left to itself the bundler gives every set of modules shared by a
 * different set of pages a chunk of its own: a signed-in page fetched 81 files, most under
 * 2 kB, and over HTTP/1.1 (six connections) on a phone's network each batch of six costs a
 * round trip, which put the homes' LCP at 4.2 s on Lighthouse's mobile preset. Grouped by what
 * loads together, a page fetches 12 to 19 files for about the same bytes.
 *
 * Groups are claimed in priority order; each takes the modules its test matches and what they
 * import, less what a group of higher priority took already.
 */
export const chunkGroups = (): Plugin => {
  let root = '';
  /** Modules the landing entry imports statically, known once the module graph is built. */
  const landingModules = new Set<string>();
  /** The icon modules the frame and the pages that open on a form draw (and their imports). */
  const frameIcons = new Set<string>();
  /** The icon modules only the first lists (and the homes) draw. */
  const listIcons = new Set<string>();
  /** Each home route's own modules and what they import (HOME_ENTRIES). */
  const homeModules = {
    client: new Set<string>(),
    freelancer: new Set<string>(),
  };
  /**
   * The app's modules the frame and the first lists import statically (FRAME_ENTRIES,
   * LIST_PAGE_ENTRIES), with the building blocks either home draws with (other pages use them
   * too).
   */
  const firstPageModules = new Set<string>();
  /** The app's modules the frame and the pages that open on a form import statically. */
  const frameModules = new Set<string>();
  /**
   * A first page's building block: `shared` takes those of the frame, `lists` the others. Not
   * the checks of the reviews' answers: they load with the reviews' section (`reviews`), which
   * a portfolio draws; in `lists`, every page with a list fetched them (0.7 kB gzipped).
   */
  const isFirstPageBlock = (id: string) =>
    !REVIEWS_CHECKS.test(id) &&
    (((isCommonModule(id) || SIGNED_IN_FRAME.test(id)) && firstPageModules.has(id)) ||
      (homeModules.client.has(id) && homeModules.freelancer.has(id)));
  /** The app's modules that build zod schemas or use the contract's. */
  const schemaUsers = new Set<string>();
  return {
    name: 'marketplace-chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // A group split by the pages that load it is named after all of them; the group's
            // own name is enough.
            chunkFileNames: (chunk: { name: string }) =>
              `assets/${chunk.name.split('~')[0]}-[hash].js`,
            codeSplitting: {
              groups: [
                // index.html's first script, on its own and alone (early-session.ts).
                { name: 'early-session', test: EARLY_SESSION, priority: 100 },
                // Every page runs React first.
                {
                  name: 'react',
                  test: packages('react', 'react-dom', 'scheduler'),
                  priority: 90,
                },
                // What the prerendered landing page needs to come alive and the app reuses
                // (buttons, footer, session): one file beside React, without the router, zod
                // or the app's own code.
                {
                  name: 'base',
                  test: (id: string) => landingModules.has(id),
                  priority: 80,
                },
                // Loaded with the first toast (lib/toast.ts), under its own name.
                { name: 'sonner', test: packages('sonner'), priority: 70 },
                // zod, configured as it loads, for the pages that build schemas (forms, and the
                // answers not compiled to plain checks, lib/response-check.ts): the homes, the
                // services search, sign-in and sign-up draw without it.
                {
                  name: 'zod',
                  test: isZodModule,
                  priority: 58,
                },
                // Dialogs load on first open; their Radix parts together.
                {
                  name: 'dialog',
                  test: packages(
                    '@radix-ui',
                    'react-remove-scroll',
                    'react-remove-scroll-bar',
                    'react-style-singleton',
                    'aria-hidden',
                    'use-sidecar',
                    'use-callback-ref',
                    'get-nonce',
                    'detect-node-es',
                    'tslib',
                  ),
                  priority: 50,
                },
                // The frame's and the first pages' icons in one file each (`icons`, and with the
                // lists' code `lists`), not split by the pages that draw them: a home then
                // fetched six files of 1-3 kB for them, each a round trip on a phone's network
                // (six connections over HTTP/1.1). The other pages' icons load with the code
                // that draws them: in one file, every other page fetched all of them (4.3 kB
                // gzipped) for the few it draws.
                {
                  name: 'icons',
                  test: (id: string) => frameIcons.has(id),
                  priority: 30,
                },
                // The app's own building blocks the first pages draw with: components and
                // helpers (with the contract and texts they use), the signed-in frame (4 kB
                // gzipped that sign-in and sign-up fetch for nothing, and two files, two round
                // trips on a phone, fewer for every signed-in page) and the homes' API calls
                // with every feature's query keys (2 kB gzipped, which every signed-in page
                // loads: one file fewer). With them the router and the server-state cache (its
                // one client and provider), which every page after the landing loads too: as
                // files of their own they were two more requests before any page could draw,
                // and Lighthouse's mobile simulation of the same recorded loads put the orders'
                // LCP one round trip (150 ms) earlier without them (bench/lantern-what-if.ts).
                {
                  name: 'shared',
                  test: (id: string) =>
                    packages('react-router', '@tanstack').test(id) ||
                    QUERY_SETUP.test(id) ||
                    (isFirstPageBlock(id) && frameModules.has(id)) ||
                    CONTRACT_HELPERS.test(id) ||
                    FORM_ERROR.test(id),
                  priority: 20,
                },
                // The first lists' own building blocks, in one file with their icons: the cards,
                // empty states, the searches' and the homes' API calls, the default project
                // picture's address. Below `shared`, which takes what the frame and the forms
                // use of them.
                {
                  name: 'lists',
                  test: (id: string) =>
                    isFirstPageBlock(id) || listIcons.has(id) || DEFAULT_PROJECT_THUMBNAIL.test(id),
                  priority: 19,
                },
                // The form hook with the app's fields and form helpers, for the pages with a
                // form: every other page loaded them (2.5 kB gzipped) with `shared`, because
                // sign-in, a first page, draws them. Below `shared`: a group takes the modules
                // its own import, and this one would take the api client.
                { name: 'forms', test: (id: string) => FORM_PARTS.test(id), priority: 18 },
                // The zod resolver, on its own: the forms that load their checks on intent
                // (resolverOnIntent, lib/form.ts) fetch it with them, not with the page.
                {
                  name: 'form-resolver',
                  test: (id: string) => ZOD_RESOLVER.test(id),
                  priority: 17,
                },
                // The job card on its own, out of the freelancer home: a client's jobs draw it.
                { name: 'job-card', test: JOB_CARD, priority: 12 },
                // Each home in one file: a page that draws a home's cards (the services search,
                // the portfolio's services tab) fetches that one too.
                {
                  name: 'home-client',
                  test: (id: string) => homeModules.client.has(id),
                  priority: 11,
                },
                {
                  name: 'home-freelancer',
                  test: (id: string) => homeModules.freelancer.has(id),
                  priority: 10,
                },
                // The contract's account schemas (with the two modules they import), all that
                // sign-in and sign-up use of the contract: in one file with the other schemas,
                // sign-in fetched 20 kB gzipped for 3. (In the `zod` file, which every page
                // that loads them loads too, they took the contract's helpers with them, which
                // the homes use: the homes then loaded zod.)
                { name: 'auth-schemas', test: CONTRACT_AUTH, priority: 6 },
                // A profile's or a service's reviews, in one file with their texts and API calls:
                // apart, the portfolio fetched them in four files (23 in all).
                { name: 'reviews', test: REVIEWS_SECTION, priority: 6 },
                // The account pages' frame with their texts (strings-auth.ts), in one file: apart,
                // sign-in fetched one file more (verify-email, which draws the frame without
                // those texts, fetches 0.7 kB gzipped for nothing).
                { name: 'auth-shell', test: AUTH_PAGES_FRAME, priority: 6 },
                // Taken by `auth-schemas` with the services' schemas otherwise: the pages that
                // create services and projects then loaded zod for their limits.
                { name: 'catalog-terms', test: CONTRACT_CATALOG_TERMS, priority: 7 },
                // The other pages' API calls in one file per area (features/<area>/api/), with the
                // checks of the answers they read (response-checks-<area>.generated.ts): a page
                // fetches its areas' calls, not every page's (in one file, `more`, a page
                // fetched 8 kB gzipped for the 1-3 it used). Not the few modules that build or
                // use zod schemas (an answer the compiler cannot check, a form's checks): with
                // one of them, the area's pages would fetch zod with its calls.
                {
                  name: (id: string) => (schemaUsers.has(id) ? null : (apiAreaOf(id) ?? null)),
                  priority: 5,
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      /**
       * The app's own modules `entries` import statically, themselves included. Not what they
       * load later (the toaster with the first toast, the app a signed-in visitor is sent
       * to): those are chunks of their own.
       */
      const staticImportsOf = (entries: string[]): Set<string> => {
        const reached = new Set<string>();
        const visit = (id: string) => {
          if (reached.has(id) || isPackage(id)) return;
          reached.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const file of entries) {
          const id = path.resolve(root, file);
          if (!this.getModuleInfo(id)) throw new Error(`chunk-groups: ${file} not in the build`);
          visit(id);
        }
        return reached;
      };

      const entry = path.resolve(root, LANDING_ENTRY);
      for (const id of staticImportsOf([LANDING_ENTRY]))
        // The landing page's own components stay in its chunk: no other page draws them; the
        // entry itself stays the entry chunk.
        if (id !== entry && !LANDING_FEATURE.test(id)) landingModules.add(id);

      for (const id of staticImportsOf([HOME_ENTRIES.client])) homeModules.client.add(id);
      for (const id of staticImportsOf([HOME_ENTRIES.freelancer])) homeModules.freelancer.add(id);

      for (const id of staticImportsOf([...FRAME_ENTRIES, ...LIST_PAGE_ENTRIES]))
        firstPageModules.add(id);
      for (const id of staticImportsOf([...FRAME_ENTRIES, ...FORM_PAGE_ENTRIES]))
        frameModules.add(id);
      for (const id of [...homeModules.client, ...homeModules.freelancer])
        if (isCommonModule(id)) firstPageModules.add(id);

      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info || isPackage(id)) continue;
        const contractSchemas = namedImportsOf(info.code ?? '', '@marketplace/contract').filter(
          (name) => CONTRACT_SCHEMA_NAME.test(name),
        );
        if (info.importedIds.some(isZodModule) || contractSchemas.length > 0) schemaUsers.add(id);
      }

      // Every module imports icons by name from lucide-react's index, which imports them all:
      // the names a module asks for say which icon files it draws. Names that are not icons
      // (`Icon`, `createLucideIcon`) have no file of their own.
      const iconFiles = lucideIconFiles();
      const iconsOf = (id: string) =>
        namedImportsOf(this.getModuleInfo(id)?.code ?? '', 'lucide-react').flatMap(
          (name) => iconFiles.get(name) ?? [],
        );
      const firstPageIconUsers = [
        ...firstPageModules,
        ...homeModules.client,
        ...homeModules.freelancer,
      ];
      for (const id of firstPageIconUsers)
        for (const file of iconsOf(id)) (frameModules.has(id) ? frameIcons : listIcons).add(file);
      // An icon a list draws and a form page too goes with the frame's, not with the lists.
      for (const id of frameModules)
        for (const file of iconsOf(id)) if (listIcons.delete(file)) frameIcons.add(file);
    },
  };
};
