import 'server-only';
import { z } from 'zod';
import { consentKeySchema } from '@/lib/consent-record';
import { COMMENTS_SCRIPT_DEFAULT } from '@/lib/content-security-policy.mjs';
import { isLocale, type Locale } from '@/lib/locales';

/**
 * The only reader of process.env. Every variable is documented in .env.example.
 */
/** An empty variable counts as unset (`DATABASE_URL=` switches back to PGlite). */
const optional = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner.optional());

/**
 * A setting with one value per locale, written `fr-be=value,nl-be=value` (values may not hold a
 * comma). A locale left out has none; a name that is no locale stops the server with its name.
 */
export const perLocale = (value: z.ZodType<string> = z.string().min(1)) =>
  z.preprocess(
    (raw) => (typeof raw === 'string' ? raw : ''),
    z.string().transform((raw, context): Partial<Record<Locale, string>> => {
      const map: Partial<Record<Locale, string>> = {};
      for (const part of raw.split(',').map((entry) => entry.trim()).filter(Boolean)) {
        const at = part.indexOf('=');
        const locale = at > 0 ? part.slice(0, at).trim() : '';
        const parsed = value.safeParse(at > 0 ? part.slice(at + 1).trim() : '');
        if (!isLocale(locale) || !parsed.success) {
          context.addIssue({ code: 'custom', message: `cannot read "${part}": write locale=value, e.g. fr-be=…` });
          return z.NEVER;
        }
        map[locale] = parsed.data;
      }
      return map;
    }),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * `production` on a deployed site: the settings it cannot do without must then be given
   * (see `missingProductionSettings`). Not NODE_ENV, which `npm start` sets to production on a
   * developer's machine too.
   */
  DEPLOY_ENV: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['development', 'production']).default('development')),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL server; when absent the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: optional(z.string().url()),
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  PGLITE_DIR: z.string().default('data/pglite'),
  /** Where uploaded media and files are stored. */
  STORAGE_DIR: z.string().default('data/storage'),
  /** Redis shared by every server: rate limits, and the page and data caches (src/server/cache/redis-cache-handler.mjs). */
  REDIS_URL: optional(z.string().url()),
  /**
   * Starts every page and data cache key in Redis, before the build id, so that two deployments
   * or test runs sharing one Redis never read each other's entries. Read by the cache handler
   * itself, which Next loads outside this module's reach.
   */
  CACHE_KEY_PREFIX: optional(z.string().max(100).regex(/^[\w.-]+$/, 'letters, digits, `_`, `.` and `-` only')),
  /** How long the server waits for a PostgreSQL connection before it answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Longest statement a request may run (PostgreSQL's statement_timeout); migrations and seeds have none. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * `off` on a server that must not import partner feeds: it then neither claims the scheduled runs
   * nor takes import jobs (README, "Partner feeds"). Imports started through the API still run.
   */
  FEED_SCHEDULER: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['on', 'off']).default('on')),
  /**
   * `off` on a server that must not send the store alerts' mails (new promotions of a store to its
   * subscribers, every minute). Any number of servers may sweep: each mail is claimed once.
   */
  STORE_ALERTS_SCHEDULER: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['on', 'off']).default('on')),
  /** Secret that signs admin tokens; required in production, else made once and kept under data/. */
  JWT_SECRET: optional(z.string().min(32)),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(60 * 60 * 8),
  /** `fr-be=www.example.be,nl-be=nl.example.be,fr-fr=www.example.fr`; empty on a developer's machine. */
  SITE_DOMAINS: z.string().default(''),
  /** Public origin used for absolute URLs when no domains are configured; `http://localhost:$PORT` when unset. */
  SITE_URL: optional(z.string().url()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests a client may make to a public action per window (SPEC §7 public actions). */
  RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Reverse proxies in front of the site that append the client's address to X-Forwarded-For;
   * 0 when visitors connect directly. The client is the entry this many places left of the
   * socket's (src/lib/client-address.mjs). Only then is X-Forwarded-Host read, as these proxies wrote it.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(16).default(0),

  // Integrations (README, "Integrations"): each is off until configured.
  /** Per locale, the consent manager's key: it names the cookie that holds the visitor's choice. */
  CONSENT_KEYS: perLocale(consentKeySchema),
  /** Revision of the consent policy: raising it asks every visitor again. */
  CONSENT_REVISION: z.coerce.number().int().min(0).default(1),
  /** The audience measurement's script, and per locale the site id it is loaded with. */
  ANALYTICS_SCRIPT_URL: optional(z.url({ protocol: /^https?$/ })),
  ANALYTICS_KEYS: perLocale(),
  /** The ad network's script, and per locale the publisher key it is loaded with. */
  ADS_SCRIPT_URL: optional(z.url({ protocol: /^https?$/ })),
  ADS_KEYS: perLocale(),
  /** The comments' script; `{shortname}` is replaced by the locale's short name. */
  COMMENTS_SCRIPT_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().default(COMMENTS_SCRIPT_DEFAULT)).refine(
    (value) => z.url({ protocol: /^https?$/ }).safeParse(value.replaceAll('{shortname}', 'x')).success,
    'an http(s) address, where {shortname} stands for the short name',
  ),
  /** Per locale, the comment threads' short name (forum) and the domain their pages are known by. */
  COMMENTS_SHORTNAMES: perLocale(z.string().regex(/^[a-z0-9-]{1,64}$/, 'lower-case letters, digits and -')),
  COMMENTS_DOMAINS: perLocale(z.url({ protocol: /^https?$/ })),
  /** The accommodation affiliate widget's script, its key per Belgian locale, and per locale the booking providers it leaves out (`a|b|c`). */
  ACCOMMODATION_WIDGET_SCRIPT_URL: optional(z.url({ protocol: /^https?$/ })),
  ACCOMMODATION_WIDGET_KEYS: perLocale().refine((keys) => !keys['fr-fr'], 'the accommodation widget is for the Belgian sites only (no fr-fr)'),
  ACCOMMODATION_WIDGET_EXCLUDED_PROVIDERS: perLocale(z.string().regex(/^[^|]+(\|[^|]+)*$/, 'provider names separated by |')),
  /** Further origins the third parties' scripts load frames, images or data from (content security policy). */
  THIRD_PARTY_ORIGINS: z
    .string()
    .default('')
    .refine((value) => value.split(',').every((entry) => !entry.trim() || z.url({ protocol: /^https?$/ }).safeParse(entry.trim()).success), 'http(s) origins separated by commas'),
  /**
   * Secret that signs the captcha's challenges (HMAC); its presence turns the captcha on for the
   * public forms (contact, share a promotion, propose a store, newsletter). Without it they keep
   * only the honeypot and the rate limits.
   */
  CAPTCHA_HMAC_KEY: optional(z.string().min(32, 'at least 32 characters, e.g. `openssl rand -base64 48`')),
  /**
   * Work of a challenge: the browser tries up to this many SHA-256 hashes (a random number of
   * them between a fifth and all). 50,000 is well under a second on a mid-range phone.
   */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  /** How long a challenge may be solved and sent, in seconds. */
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),

  // The newsletter (double opt-in) and the mails it sends.
  /**
   * Mail server the site sends its own mails through (the newsletter's confirmation), e.g.
   * `smtp://user:password@mail.example.be:587`; without it each mail is written to the log instead.
   */
  SMTP_URL: optional(z.string().url().refine((value) => /^smtps?:\/\//.test(value), 'an smtp:// or smtps:// address')),
  /** Sender of those mails, `Name <address>` or an address. */
  MAIL_FROM: z.string().min(3).max(200).default('Newsletter <no-reply@localhost>'),
  /** How long a newsletter or store alert confirmation link stays valid, in hours. */
  NEWSLETTER_CONFIRM_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(48),
  /**
   * The newsletter service confirmed subscriptions are forwarded to (a JSON POST, see
   * src/server/services/newsletter-forwarding.ts); without it they stay in the database only.
   */
  NEWSLETTER_SERVICE_URL: optional(z.string().url().refine((value) => /^https?:\/\//.test(value), 'an http(s):// address')),
  /** Per locale: the site key sent to the service as `Authorization: Bearer`; a locale without one is not forwarded. */
  NEWSLETTER_KEYS: perLocale(),
  /** Per locale: the account (user id), list and container the service files a subscriber under (SPEC §9). */
  NEWSLETTER_USER_IDS: perLocale(),
  NEWSLETTER_LIST_IDS: perLocale(),
  NEWSLETTER_CONTAINERS: perLocale(),
});

export type Env = z.infer<typeof schema> & { SITE_URL: string };

function parse(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const data = parsed.data;
  return { ...data, SITE_URL: data.SITE_URL ?? `http://localhost:${data.PORT}` };
}

export const env: Env = parse();

/**
 * What a production deployment (`DEPLOY_ENV=production`) lacks, each as a sentence naming the
 * setting; `npm start` refuses to start while one is missing (scripts/start.ts), rather than a
 * request failing later. On a developer's machine nothing is required.
 */
export function missingProductionSettings(source: Record<string, string | undefined> = process.env): string[] {
  const values = schema.parse(source);
  if (values.DEPLOY_ENV !== 'production') return [];
  const missing: string[] = [];
  if (!values.JWT_SECRET) {
    missing.push('JWT_SECRET: the secret that signs editor tokens (at least 32 characters), e.g. `openssl rand -base64 48`.');
  }
  if (!values.SITE_DOMAINS && !values.SITE_URL) {
    missing.push(
      'SITE_DOMAINS or SITE_URL: the public address of the site, which canonical links, sitemaps and alternates are built from (else http://localhost).',
    );
  }
  return missing;
}
