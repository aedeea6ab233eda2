import { z } from '@hono/zod-openapi';
import { hasControlCharacters } from '@/lib/request-guard';
import { ACCOUNT_ROLES } from '@/lib/roles';

export const loginBodySchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .refine((value) => !hasControlCharacters(value), 'Must not contain control characters')
      .openapi({ example: 'editor' }),
    password: z.string().min(1).max(1024),
  })
  .openapi('LoginBody');

export const tokenSchema = z
  .object({
    token: z.string().openapi({ description: 'Send as `Authorization: Bearer <token>`' }),
    expires_at: z.string().openapi({ example: '2026-06-15T08:00:00.000Z' }),
  })
  .openapi('Token');

export const verifyBodySchema = z.object({ token: z.string().min(1).max(4096) }).openapi('VerifyTokenBody');

export const verifiedSchema = z
  .object({ valid: z.literal(true), username: z.string(), expires_at: z.string() })
  .openapi('VerifiedToken');

export const signedInSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(ACCOUNT_ROLES).openapi({ description: 'editor: content; admin: also accounts, robots.txt, redirections and feed settings' }),
  })
  .openapi('SignedInAccount');
