import 'server-only';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is documented in .env.example.
 */
/** An empty variable counts as unset (`DATABASE_URL=` switches back to PGlite). */
const optional = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner.optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL server; when absent the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: optional(z.string().url()),
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  PGLITE_DIR: z.string().default('data/pglite'),
  /** Where uploaded media and files are stored. */
  STORAGE_DIR: z.string().default('data/storage'),
  REDIS_URL: optional(z.string().url()),
  /** Secret that signs admin tokens; required in production. */
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
   * socket's (src/lib/client-address.ts).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(16).default(0),
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
