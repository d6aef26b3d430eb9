import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZEmailPreferences, ZEmailPreferencesUpdate } from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { publicRoute } from '#http/route-access.ts';
import { unsubscribePath } from './notification-mail.ts';
import type { NotificationsService } from './notifications.service.ts';
import { CATEGORY_TITLES, unsubscribePage } from './unsubscribe-page.ts';

const resubscribePath = '/api/email/resubscribe';

const ZTokenQuery = z.object({ token: z.optional(z.string().check(z.maxLength(300))) });

export const registerEmailRoutes = (
  app: FastifyInstance,
  deps: { notificationsService: NotificationsService; guards: Guards; linkOrigin: string },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { notificationsService, guards, linkOrigin } = deps;
  const preferences = notificationsService.emailPreferences;

  api.get(
    '/api/email/preferences',
    {
      schema: {
        tags: ['notifications'],
        description: 'Which categories of notification also arrive by email.',
        response: { 200: z.object({ data: ZEmailPreferences }) },
      },
      ...guards.signedIn('own'),
    },
    async (request) => ({ data: await preferences.read(requireAuth(request).userId) }),
  );

  api.put(
    '/api/email/preferences',
    {
      schema: {
        tags: ['notifications'],
        description: 'Turns categories of email on or off; answers all of them.',
        body: ZEmailPreferencesUpdate,
        response: { 200: z.object({ data: ZEmailPreferences }) },
      },
      ...guards.signedIn('own'),
    },
    async (request) => ({
      data: await preferences.update(requireAuth(request).userId, request.body),
    }),
  );

  /**
   * Opens the page for a link, or answers a mail client's one-click POST (RFC 8058), turning
   * the link's category off (`subscribe` false) or back on.
   */
  const answer = async (reply: FastifyReply, token: string | undefined, subscribe: boolean) => {
    const found = token ? await notificationsService.setByToken(token, subscribe) : undefined;
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found)
      return reply.status(400).send(
        unsubscribePage({
          title: 'This link is not valid',
          lines: [
            'The unsubscribe link is incomplete or was changed. Open it again from the mail, or sign in and choose which emails you get in your settings.',
          ],
          settings: `${linkOrigin}/sign_in`,
        }),
      );
    const query = `?token=${encodeURIComponent(token ?? '')}`;
    const what = CATEGORY_TITLES[found.category].toLowerCase();
    const settings = `${linkOrigin}${found.accountType === 'client' ? '/client/profile' : '/profile'}`;
    return reply.send(
      subscribe
        ? unsubscribePage({
            title: 'You are subscribed again',
            lines: [`Emails about ${what} will arrive again.`],
            form: { action: `${unsubscribePath}${query}`, label: 'Unsubscribe again' },
            settings,
          })
        : unsubscribePage({
            title: 'You are unsubscribed',
            lines: [
              `You will no longer get emails about ${what}. You still see them in the app.`,
              'Changed your mind?',
            ],
            form: { action: `${resubscribePath}${query}`, label: 'Turn them back on' },
            settings,
          }),
    );
  };

  // Mail clients post `List-Unsubscribe=One-Click` as a form, and the page's own buttons post
  // an empty form: these routes read no body, so any is accepted (and ignored).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_r, _b, done) =>
      done(null, undefined),
    );
    const formApi = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['notifications'], querystring: ZTokenQuery };
    formApi.get(
      unsubscribePath,
      {
        schema: {
          ...schema,
          description: 'The page of an unsubscribe link: turns its category of email off.',
        },
        ...publicRoute,
      },
      async (request, reply) => answer(reply, request.query.token, false),
    );
    formApi.post(
      unsubscribePath,
      {
        schema: {
          ...schema,
          description: 'One-click unsubscribe (RFC 8058), as mail clients send it.',
        },
        ...publicRoute,
      },
      async (request, reply) => answer(reply, request.query.token, false),
    );
    formApi.post(
      resubscribePath,
      {
        schema: { ...schema, description: "Turns an unsubscribe link's category back on." },
        ...publicRoute,
      },
      async (request, reply) => answer(reply, request.query.token, true),
    );
  });
};
