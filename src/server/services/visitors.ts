import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './auth';

/**
 * Anonymous visitors (the "one vote per visitor" of ratings) are told apart by an id the server
 * issues and signs: `<id>.<HMAC-SHA256 of the id>`, with a key derived from the server's secret.
 * A client cannot make up an id that verifies, so a forged or unsigned value is never trusted.
 *
 * The id itself is a keyed hash of the client (its address) at the first vote, unreadable and
 * unguessable without the secret: a visitor who keeps the cookie is the same voter from any
 * address, and a client that sends no cookie, or a forged one, is the voter of its address. A
 * purely random id would do neither: a client could mint a new voter on every request by dropping
 * its cookie, which is exactly the forged-cookie abuse again. (Visitors sharing an address, e.g.
 * behind one NAT, therefore share a vote until one of them keeps a cookie from elsewhere; the
 * same rule held before ids were signed.)
 */
let key: Buffer | undefined;

function mac(data: string): Buffer {
  key ??= derivedKey('visitor-id');
  return createHmac('sha256', key).update(data).digest();
}

const SIGNED_ID = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** The signed visitor id of a client seen for the first time (by its one-way client key). */
export function issueVisitorId(clientKey: string): string {
  const id = mac(`visitor-id:${clientKey}`).subarray(0, 16).toString('hex');
  return `${id}.${mac(`visitor-signature:${id}`).toString('base64url')}`;
}

/** The id of a signed visitor id that verifies; null for anything else. */
export function verifyVisitorId(value: string | undefined | null): string | null {
  const match = SIGNED_ID.exec(value ?? '');
  if (!match) return null;
  const expected = mac(`visitor-signature:${match[1]}`);
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}
