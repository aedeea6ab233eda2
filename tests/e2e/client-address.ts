/**
 * An address no other test uses, as the one trusted proxy in front of the test servers reports it
 * (TRUSTED_PROXY_HOPS=1 in playwright.config.ts): a client of its own for votes, click counts and
 * the limits per client.
 */
export function newClientAddress(): string {
  return `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;
}
