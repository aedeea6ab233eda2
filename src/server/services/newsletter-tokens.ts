import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
