import { z } from '@hono/zod-openapi';
import { accountCreateForm, accountPatchForm } from '@/lib/editing/accounts';
import { ACCOUNT_ROLES } from '@/lib/roles';

export const accountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    is_active: z.boolean().openapi({ description: 'False: disabled, its tokens refused' }),
    last_login_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('Account');

export const accountCreateSchema = accountCreateForm.openapi('AccountCreate');

export const accountPatchSchema = accountPatchForm.openapi('AccountPatch');
