import { createRoute, type RouteHandler, z } from '@hono/zod-openapi';
import { newsletterToken } from '@/lib/forms';
import type { Locale } from '@/lib/locales';
import { env } from '@/server/env';
import { AppError, ValidationError } from '@/server/errors';
import { smallFormLimit } from './body-limit';
import { rateLimit } from './rate-limit';
import type { AppEnv } from './router';
import { errorsOf } from './routes';
import { json, languageQuery } from './schemas';

/**
 * The routes of mailed links with a double opt-in (the newsletter, store alerts): confirming and
 * unsubscribing by POST only, with a JSON body, a link page's form sent without script (answered
 * 303 back to the page), or the one-click form of RFC 8058; and the one-click address opened as a
 * link, which changes nothing. Each subscription kind gives its paths, words and service calls.
 */

const token = newsletterToken.openapi({ description: 'The token of the link in the mail', example: 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo' });

const tokenBodySchema = z.object({ token }).openapi('MailLinkToken');

/** The one-click unsubscription of RFC 8058: the token is in the URL, the form body says only this. */
const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') }).openapi('MailLinkOneClick');

const tokenQuery = languageQuery.extend({
  token: token.optional().openapi({ param: { name: 'token', in: 'query' }, description: 'The token, for the one-click form (List-Unsubscribe header)' }),
});

/** One schema for both form types: the validator of each reads either (@hono/zod-openapi). */
const unsubscribeForm = z.union([oneClickBodySchema, tokenBodySchema]);

/** A link page's form sent by a browser without script (a form body with `token`): back to the page. */
const backToPageAnswer = (page: string) => ({
  description: `The form of the ${page} page, sent without script: See Other to that page (its token, the locale of \`language\`), which shows the outcome`,
  headers: { Location: { schema: { type: 'string' as const }, description: 'The page, with its token' } },
});

type Words = { summary: string; description: string };

export type MailLinkRouteSpec<C extends z.ZodType, U extends z.ZodType> = {
  /** The API path's section: `/newsletter/…`, `/store-alerts/…`. */
  section: string;
  tags: string[];
  /** The rate limit's name for opening links, limited more loosely than subscribing. */
  limitName: string;
  confirmed: C;
  unsubscribed: U;
  confirm: Words & { notFound: string; expired: string };
  unsubscribe: Words & { notFound: string };
  unsubscribeLink: Words;
};

/**
 * The three routes of a kind's mailed links. Opening links is limited per client (DESIGN §7), more
 * loosely than subscribing: a token cannot be guessed (256 bits), and one-click unsubscriptions
 * arrive from a mail provider's few servers.
 */
export function mailLinkRoutes<C extends z.ZodType, U extends z.ZodType>(spec: MailLinkRouteSpec<C, U>) {
  const linkLimit = () => rateLimit(spec.limitName, env.RATE_LIMIT_POINTS * 12);
  const confirm = createRoute({
    method: 'post',
    path: `/${spec.section}/confirm/`,
    tags: spec.tags,
    summary: spec.confirm.summary,
    description: spec.confirm.description,
    middleware: [linkLimit()] as const,
    request: {
      query: languageQuery,
      // Either of the two: the handler checks that one came (a body required here would demand both).
      body: {
        required: false,
        content: {
          'application/json': { schema: tokenBodySchema },
          'application/x-www-form-urlencoded': { schema: tokenBodySchema },
        },
      },
    },
    responses: {
      200: json(spec.confirmed, 'Confirmed now, or earlier'),
      303: backToPageAnswer('confirmation'),
      ...errorsOf(400, 422, 429),
      404: { ...errorsOf(404)[404], description: spec.confirm.notFound },
      410: { ...errorsOf(410)[410], description: spec.confirm.expired },
    },
  });
  const unsubscribe = createRoute({
    method: 'post',
    path: `/${spec.section}/unsubscribe/`,
    tags: spec.tags,
    summary: spec.unsubscribe.summary,
    description: spec.unsubscribe.description,
    // A multipart body passes the limit of every route (lib/body-limit.ts): this one limits it.
    middleware: [linkLimit(), smallFormLimit] as const,
    request: {
      query: tokenQuery,
      body: {
        required: false,
        content: {
          'application/json': { schema: tokenBodySchema },
          'application/x-www-form-urlencoded': { schema: unsubscribeForm },
          'multipart/form-data': { schema: unsubscribeForm },
        },
      },
    },
    responses: {
      200: json(spec.unsubscribed, 'Unsubscribed now, or earlier'),
      303: backToPageAnswer('unsubscribe'),
      ...errorsOf(400, 422, 429),
      404: { ...errorsOf(404)[404], description: spec.unsubscribe.notFound },
    },
  });
  const unsubscribeLink = createRoute({
    method: 'get',
    path: `/${spec.section}/unsubscribe/`,
    tags: spec.tags,
    summary: spec.unsubscribeLink.summary,
    description: spec.unsubscribeLink.description,
    middleware: [linkLimit()] as const,
    request: { query: tokenQuery },
    responses: {
      303: {
        description: 'The unsubscribe page, with its token',
        headers: { Location: { schema: { type: 'string' as const }, description: 'The page, with its token' } },
      },
      ...errorsOf(400, 429),
    },
  });
  return { confirm, unsubscribe, unsubscribeLink };
}

type Routes<C extends z.ZodType, U extends z.ZodType> = ReturnType<typeof mailLinkRoutes<C, U>>;

export type MailLinkService<C, U> = {
  confirm: (token: string) => Promise<C>;
  unsubscribe: (token: string) => Promise<U>;
  /** The locale of the subscription a one-click address names, read only; null when it names none. */
  linkLocale: (token: string) => Promise<Locale | null>;
  /** The page of a mailed link in a locale. */
  pagePath: (locale: Locale, page: 'confirm' | 'unsubscribe') => string;
};

const noToken = () => new ValidationError('Invalid body', [{ path: 'token', message: 'Give the token in the body or in the URL' }]);

/** The token of a link page's form sent by a browser without script (a form field), if that is what came. */
const pageFormToken = (form: object): string | undefined => ('token' in form && typeof form.token === 'string' ? form.token : undefined);

/** The handlers of a kind's mailed-link routes, over its service. */
export function mailLinkHandlers<C extends z.ZodType, U extends z.ZodType>(service: MailLinkService<z.output<C>, z.output<U>>) {
  /**
   * Acts on a page's form and sends the browser back to the page (303), which reads the outcome
   * from the subscription: an unknown or expired token is the page's to tell, not an error here.
   */
  async function backToPage(page: 'confirm' | 'unsubscribe', language: Locale, token: string, act: () => Promise<unknown>): Promise<string> {
    try {
      await act();
    } catch (error) {
      if (!(error instanceof AppError && (error.status === 404 || error.status === 410))) throw error;
    }
    return `${service.pagePath(language, page)}?${new URLSearchParams({ token })}`;
  }

  const confirm: RouteHandler<Routes<C, U>['confirm'], AppEnv> = async (c) => {
    const fromPage = pageFormToken(c.req.valid('form'));
    if (fromPage) return c.redirect(await backToPage('confirm', c.req.valid('query').language, fromPage, () => service.confirm(fromPage)), 303);
    const { token } = c.req.valid('json') as { token?: string };
    if (!token) throw noToken();
    return c.json(await service.confirm(token), 200);
  };

  const unsubscribe: RouteHandler<Routes<C, U>['unsubscribe'], AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const fromPage = pageFormToken(c.req.valid('form'));
    if (fromPage) return c.redirect(await backToPage('unsubscribe', query.language, fromPage, () => service.unsubscribe(fromPage)), 303);
    // JSON `{token}`, or the one-click form with the token in the URL (validated by the route).
    const token = (c.req.valid('json') as { token?: string }).token ?? query.token;
    if (!token) throw noToken();
    return c.json(await service.unsubscribe(token), 200);
  };

  const unsubscribeLink: RouteHandler<Routes<C, U>['unsubscribeLink'], AppEnv> = async (c) => {
    const { token, language } = c.req.valid('query');
    // Read only, for the locale of the page: the mails' one-click address carries none.
    const locale = (token && (await service.linkLocale(token))) || language;
    const page = service.pagePath(locale, 'unsubscribe');
    // Personal (a token), and its target follows the subscription: no cache keeps it.
    c.header('Cache-Control', 'no-store');
    return c.redirect(token ? `${page}?${new URLSearchParams({ token })}` : page, 303);
  };

  return { confirm, unsubscribe, unsubscribeLink };
}
