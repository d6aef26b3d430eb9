import type { FastifyInstance, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * Who may call a route: anybody, a signed-in user of any or of one account type, or an admin
 * (an account the operator granted the role, whatever its type).
 */
export type AccessCaller = 'anyone' | 'signedIn' | 'client' | 'freelancer' | 'admin';

/**
 * Whose objects a signed-in route reaches:
 * - `own`: only the caller's own records (the route names no one else's object, or its answer
 *   is filtered to what the caller takes part in);
 * - `owner`: the object named in the path or body, for its owner alone;
 * - `parties`: the object named, for either of its two sides (the client and the freelancer
 *   of a chat, an order or a contract), the account type narrowing it further;
 * - `everyone`: an object every signed-in caller may reach (a posted job, a service page, a
 *   profile), its private parts still kept to those who share it.
 */
export type AccessObjects = 'own' | 'owner' | 'parties' | 'everyone';

export type RouteAccess =
  { caller: 'anyone' } | { caller: Exclude<AccessCaller, 'anyone'>; objects: AccessObjects };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared by every route, in its own definition; see `publicRoute` and `createGuards`. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access, in registration order. */
    routeTable: () => RouteTableEntry[];
  }
}

/** Spread into a route anyone may call: sign-up, health, public files, docs, the web app. */
export const publicRoute = { config: { access: { caller: 'anyone' } } } as const satisfies {
  config: { access: RouteAccess };
};

export type RouteTableEntry = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  access: RouteAccess | undefined;
};

/**
 * For routes a third-party plugin registers (API docs, the web app's files), which take no
 * route options from us: each route `instance` registers from now on that `matches` gets
 * `access`, unless it declares its own.
 */
export const declareAccessWhere = (
  instance: FastifyInstance,
  matches: (route: RouteOptions) => boolean,
  access: RouteAccess,
) => {
  instance.addHook('onRoute', (route) => {
    if (matches(route) && !route.config?.access) route.config = { ...route.config, access };
  });
};

/**
 * The route table: `record` is the app's `onRoute` hook, `verify` its `onReady` hook.
 * Start-up fails on a route that declares no rule, and on one whose `onRequest` hooks do not
 * start with exactly the guard of its declared rule (`guardOf`) or carry another rule's guard,
 * so every route says who may call it and what it declares is what is enforced.
 */
export const createRouteTable = (
  guardOf: (caller: AccessCaller) => readonly onRequestHookHandler[],
) => {
  // The options objects themselves: a plugin's own onRoute hook (declareAccessWhere) runs
  // after ours and may still set the rule.
  const routes: RouteOptions[] = [];
  const nameOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

  const guardHooks = new Set<unknown>(
    (['signedIn', 'client', 'freelancer', 'admin'] as const).flatMap((caller) => guardOf(caller)),
  );
  const agrees = (route: RouteOptions, access: RouteAccess) => {
    const guard = guardOf(access.caller);
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    return (
      guard.every((hook, index) => hooks[index] === hook) &&
      !hooks.slice(guard.length).some((hook) => guardHooks.has(hook))
    );
  };

  return {
    record: (route: RouteOptions) => {
      routes.push(route);
    },
    verify: async () => {
      const undeclared = routes
        .filter((route) => !route.config?.access)
        .map((route) => `${nameOf(route)} declares no access rule.`);
      const disagreeing = routes.flatMap((route) => {
        const access = route.config?.access;
        return access && !agrees(route, access)
          ? [`${nameOf(route)} is declared for ${access.caller} but guarded otherwise.`]
          : [];
      });
      const problems = [...undeclared, ...disagreeing];
      if (problems.length > 0) throw new Error(`Route access: ${problems.join(' ')}`);
    },
    entries: (): RouteTableEntry[] =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          schema: route.schema,
          access: route.config?.access,
        })),
      ),
  };
};
