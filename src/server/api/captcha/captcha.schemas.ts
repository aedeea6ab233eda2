import { z } from '@hono/zod-openapi';

/** A challenge as altcha-lib makes it and the ALTCHA widget reads it. */
export const captchaChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string().openapi({ example: 'SHA-256' }),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().int().optional().openapi({ description: 'Unix time (seconds) after which an answer is refused' }),
      })
      .openapi({ description: 'Signed parameters: find the number whose hash starts with `keyPrefix`' }),
    signature: z.string().optional().openapi({ description: 'HMAC of the parameters' }),
  })
  .openapi('CaptchaChallenge');
