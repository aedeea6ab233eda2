import 'server-only';
import { createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { db } from '../db/client';
import { adminUsers } from '../db/schema';
import { env } from '../env';
import { ConflictError, quote, UnauthorizedError, ValidationError } from '../errors';
import type { AccountRole } from '@/lib/roles';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * Without JWT_SECRET a random secret is made once and kept under data/ with the local database,
 * so tokens survive restarts: `npm start` works out of the box, though it runs with
 * NODE_ENV=production. A deployment (`DEPLOY_ENV=production`) must set JWT_SECRET, and
 * `npm start` refuses to start without it (src/server/env.ts missingProductionSettings).
 */
let localSecret: Uint8Array | undefined;

function secret(): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (env.DEPLOY_ENV === 'production') throw new Error('JWT_SECRET must be set when DEPLOY_ENV=production');
  localSecret ??= new TextEncoder().encode(localSecretFile());
  return localSecret;
}

/**
 * A key for another use of the server's secret (e.g. signing visitor ids), derived from it so that
 * there is one secret to keep, and so that no signature made with it can pass for a token's.
 */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', secret()).update(`holiday-offers:derived-key:${purpose}`).digest();
}

/**
 * Reads data/.jwt-secret, creating it first if needed. Several processes may start at once
 * (test workers, a dev server): the file appears atomically with its full content (a hard link
 * of a finished temporary file), and whoever loses the race reads the winner's secret.
 */
function localSecretFile(): string {
  const file = path.resolve('data/.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  return readFileSync(file, 'utf8').trim();
}

const ISSUER = 'holiday-offers';

export type Account = { id: number; username: string; role: AccountRole };

/** Creates an account; `admin` unless told otherwise, as the command that makes the first one is named. */
export async function createAdmin(username: string, password: string, role: AccountRole = 'admin'): Promise<Account> {
  if (!/^[a-zA-Z0-9_.-]{3,80}$/.test(username)) {
    throw new ValidationError('Username: 3 to 80 letters, digits, dots, dashes or underscores', [
      { path: 'username', message: '3 to 80 letters, digits, dots, dashes or underscores' },
    ]);
  }
  if (password.length < 12) {
    throw new ValidationError('Password: at least 12 characters', [{ path: 'password', message: 'At least 12 characters' }]);
  }
  const existing = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username));
  if (existing.length > 0) throw new ConflictError(`Admin ${quote(username)} exists already`);
  const [row] = await db()
    .insert(adminUsers)
    .values({ username, passwordHash: await hashPassword(password), role })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  return row!;
}

export type IssuedToken = { token: string; expiresAt: string };

/**
 * Signs a token that expires at the given time. It carries the role for the back-office's screens;
 * the API itself reads the account's current role (verifyToken), so a demotion acts at once.
 */
export async function signToken(admin: Account, expiresAt: Date): Promise<IssuedToken> {
  // JWT times are whole seconds; the answer's expires_at says exactly what the token holds.
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = await new SignJWT({ username: admin.username, role: admin.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(admin.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret());
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

export async function login(username: string, password: string): Promise<IssuedToken> {
  const [user] = await db().select().from(adminUsers).where(eq(adminUsers.username, username));
  // Verify against a dummy hash when the user is unknown, so timing does not reveal which usernames exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.isActive || !ok) throw new UnauthorizedError('Invalid username or password');
  await db().update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, user.id));
  return signToken(user, new Date(Date.now() + env.JWT_TTL_SECONDS * 1000));
}

/**
 * A fresh token for the account a valid token was just verified for (its current role, read by
 * verifyToken): the back-office renews before the old one expires, so a long edit is not lost.
 */
export function renewToken(account: Account): Promise<IssuedToken> {
  return signToken(account, new Date(Date.now() + env.JWT_TTL_SECONDS * 1000));
}

export type VerifiedToken = { adminId: number; username: string; role: AccountRole; expiresAt: string };

/** The account a token was issued to, with its current role, if the token is genuine, unexpired and the account still active. */
export async function verifyToken(token: string): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, secret(), { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const adminId = Number(payload.sub);
    if (!Number.isSafeInteger(adminId)) throw new UnauthorizedError('Invalid or expired token');
    const [user] = await db()
      .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, isActive: adminUsers.isActive })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    if (!user?.isActive) throw new UnauthorizedError('Account disabled');
    return { adminId, username: user.username, role: user.role, expiresAt: new Date(payload.exp! * 1000).toISOString() };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    throw new UnauthorizedError('Invalid or expired token');
  }
}

const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
