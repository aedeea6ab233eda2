import { boolean, pgEnum, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit reads the schema without the project's path aliases.
import { ACCOUNT_ROLES } from '../../../lib/roles';
import { createdAt } from './common';

export const accountRoleEnum = pgEnum('account_role', ACCOUNT_ROLES);

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 80 }).notNull().unique(),
  /** scrypt: "scrypt$N$r$p$salt$hash", all base64url. */
  passwordHash: text('password_hash').notNull(),
  /** The least an account can be; migration 0009 made the accounts that existed before roles admins. */
  role: accountRoleEnum('role').notNull().default('editor'),
  isActive: boolean('is_active').notNull().default(true),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});
