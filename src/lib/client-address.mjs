// @ts-check
/**
 * Where a request comes from, in a way no client can choose.
 *
 * What Next passes on (verified in node_modules/next/dist/server/base-server.js, Next 16.4): Next
 * does not expose the socket to route handlers or to the proxy. `next start` fills in
 * `X-Forwarded-For` from the socket only when the request has none
 * (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`); a value the client sends is kept
 * as it is, nothing appended. Behind plain `next start` a handler therefore cannot tell the
 * socket's address from one a client wrote.
 *
 * So `npm start` serves Next through src/server/http/serve.mjs, which does what a well-behaved proxy does
 * before Next sees the request: it appends the socket's address to `X-Forwarded-For` (the
 * right-most entry is then always the peer of our own socket), and marks the request with a token
 * made at start in this process (`x-client-address-stamp`), which a client cannot know. The API
 * trusts `X-Forwarded-For` only on a request that carries that mark; without it (`next dev`,
 * `next start` run by hand) the client is unknown and every client shares one allowance.
 *
 * The client is then the entry `TRUSTED_PROXY_HOPS` places left of the right-most one: 0 when
 * visitors connect to us directly (the socket's address), N behind N reverse proxies that each
 * append the address they saw (or set it, as nginx's `$remote_addr` does). Entries further left
 * were written by the client and are never read. A list shorter than that (a request that did
 * not pass the proxies) gives the socket's address.
 */

export const STAMP_HEADER = 'x-client-address-stamp';

// Plain JavaScript (types in client-address.d.mts): src/server/http/serve.mjs runs it with Node alone.
const STAMP = Symbol.for('holiday-offers.client-address-stamp');
/** @typedef {{ [STAMP]?: string }} Holder */

/** Made by the server that stamps requests (src/server/http/serve.mjs), once per process. */
export function createStamp() {
  const holder = /** @type {Holder} */ (globalThis);
  holder[STAMP] ??= `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
  return holder[STAMP];
}

/** The token of this process's stamping server; undefined when nothing stamps requests here. */
export function currentStamp() {
  return /** @type {Holder} */ (globalThis)[STAMP];
}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) is `10.0.0.1`, as a proxy writes it. */
/** @param {string} address */
function plainAddress(address) {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** X-Forwarded-For as our server hands it on: what came in, then the socket's address. */
/**
 * @param {string | string[] | undefined} incoming
 * @param {string | undefined} socketAddress
 */
export function appendSocketAddress(incoming, socketAddress) {
  const entries = forwardedEntries(Array.isArray(incoming) ? incoming.join(',') : incoming);
  entries.push(plainAddress(socketAddress || 'unknown'));
  return entries.join(', ');
}

/** A host name or address with an optional port, as a Host header holds it. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The host the trusted proxies say the client asked for, or undefined. X-Forwarded-Host chooses a
 * locale's domain (next-intl reads it before Host, and so does src/lib/site-domains.ts), so a
 * client may not write it: without trusted proxies it is never read, and behind `trustedHops` of
 * them it is the entry the outermost one wrote (each appends the host it was asked for; one alone
 * may also replace the header). Entries further left were written by the client; a list shorter
 * than that did not come through the proxies.
 * @param {string | string[] | undefined} header
 * @param {number} trustedHops
 */
export function trustedForwardedHost(header, trustedHops) {
  const entries = forwardedEntries(Array.isArray(header) ? header.join(',') : header);
  const entry = entries[entries.length - trustedHops];
  return entry !== undefined && HOST.test(entry) ? entry : undefined;
}

/**
 * @typedef {{ headers: Record<string, string | string[] | undefined>; rawHeaders?: string[]; socket: { remoteAddress?: string } }} IncomingRequest
 */

/**
 * Sets a header in both views of an incoming request: `headers`, which Next reads, and
 * `rawHeaders`, from which @hono/node-server builds the API's request (the API's reads are served
 * without Next). A header set in one view only would be missing from the other.
 * @param {IncomingRequest} req
 * @param {string} name lower case
 * @param {string | undefined} value undefined: removed
 */
function setHeader(req, name, value) {
  if (value === undefined) delete req.headers[name];
  else req.headers[name] = value;
  if (!Array.isArray(req.rawHeaders)) return;
  /** @type {string[]} */
  const raw = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() !== name) raw.push(/** @type {string} */ (req.rawHeaders[i]), /** @type {string} */ (req.rawHeaders[i + 1]));
  }
  if (value !== undefined) raw.push(name, value);
  req.rawHeaders = raw;
}

/**
 * What src/server/http/serve.mjs does to every request before Next or the API sees it: the socket's
 * address and the stamp added, X-Forwarded-Host kept only as the trusted proxies wrote it.
 * @param {IncomingRequest} req
 * @param {string} stamp
 * @param {number} trustedHops
 */
export function stampRequest(req, stamp, trustedHops) {
  setHeader(req, 'x-forwarded-for', appendSocketAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress));
  setHeader(req, STAMP_HEADER, stamp);
  setHeader(req, 'x-forwarded-host', trustedForwardedHost(req.headers['x-forwarded-host'], trustedHops));
}

/** @param {string | null | undefined} header */
function forwardedEntries(header) {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address from a stamped `X-Forwarded-For`: the right-most entry after skipping
 * `trustedHops` trusted proxies, or the socket's own address when the list is shorter.
 */
/**
 * @param {string | null | undefined} forwardedFor
 * @param {number} trustedHops
 */
export function clientAddressFrom(forwardedFor, trustedHops) {
  const entries = forwardedEntries(forwardedFor);
  if (entries.length === 0) return null;
  const index = entries.length - 1 - trustedHops;
  return plainAddress(/** @type {string} */ (entries[index >= 0 ? index : entries.length - 1]));
}
