import { z } from 'zod';
import { ACCOUNT_ROLES } from '../roles';

/** The back-office's account forms, shared by the API and its screens. */

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,80}$/;

export const accountCreateForm = z
  .object({
    username: z.string().regex(USERNAME_PATTERN, '3 to 80 letters, digits, dots, dashes or underscores'),
    password: z.string().min(12, 'At least 12 characters').max(1024),
    role: z.enum(ACCOUNT_ROLES),
  })
  .strict();

/** A role change, a disabling (is_active false) or a return (true); at least one of them. */
export const accountPatchForm = z
  .object({ role: z.enum(ACCOUNT_ROLES), is_active: z.boolean() })
  .partial()
  .strict()
  .refine((patch) => patch.role !== undefined || patch.is_active !== undefined, 'Give role or is_active');

export type AccountCreateForm = z.infer<typeof accountCreateForm>;
export type AccountPatchForm = z.infer<typeof accountPatchForm>;
