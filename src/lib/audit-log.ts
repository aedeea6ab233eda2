/** What the audit log tells of a write (src/server/services/audit.ts), shared with the screens that read it. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field a write changed: its dotted name, and its values before and after when they are small. */
export type AuditChange = { field: string; old?: unknown; new?: unknown };
