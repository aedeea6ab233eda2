import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { BASE_POLICY } from './content-security-policy.mjs';
import { nextHeaderRules } from './security-headers.mjs';

/** The headers Next's configuration gives a path, as Next's own testing helper applies the rules. */
async function configuredHeaders(pathname: string): Promise<Headers> {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://localhost${pathname}`,
    nextConfig: { headers: async () => nextHeaderRules({}) },
  });
  return response.headers;
}

describe('nextHeaderRules', () => {
  it('gives every page, API answer and asset the base policy, once', async () => {
    for (const pathname of ['/', '/a-propos', '/nl-be/over-ons', '/api/stores/', '/_next/static/chunks/a.js', '/robots.txt', '/storage', '/storages/x', '/nl-be/storage/x']) {
      expect((await configuredHeaders(pathname)).get('content-security-policy'), pathname).toBe(BASE_POLICY);
    }
  });

  it('leaves the policy of stored files to their route, and keeps their other headers', async () => {
    for (const pathname of ['/storage/media/uploads/a.svg', '/storage/files/other/notes.csv', '/storage/']) {
      const headers = await configuredHeaders(pathname);
      expect(headers.get('content-security-policy'), pathname).toBeNull();
      expect(Object.fromEntries(headers), pathname).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    }
  });
});
