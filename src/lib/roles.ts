/**
 * Roles of the back-office's accounts: an editor writes content; an admin also manages accounts,
 * robots.txt, redirections and the partners' feed settings.
 */
export const ACCOUNT_ROLES = ['editor', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Whether an account of role `held` may do what needs `needed`: an admin may do all an editor may. */
export function roleAllows(held: AccountRole, needed: AccountRole): boolean {
  return held === 'admin' || needed === 'editor';
}
