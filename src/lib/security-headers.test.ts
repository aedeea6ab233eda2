import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { describe, expect, it } from 'vitest';
import { BASE_POLICY } from './content-security-policy.mjs';
import { nextHeaderRules } from './security-headers.mjs';

/**
 * The headers Next's configuration gives a path, matched as Next matches them
 * (node_modules/next/dist/server/lib/router-utils/filesystem.js, buildCustomRoute): every rule
 * whose source matches, in order.
 */
function configuredHeaders(pathname: string): [string, string][] {
  return nextHeaderRules({}).flatMap((rule) => {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, regexModifier: (regex) => modifyRouteRegex(regex) });
    return match(pathname) ? rule.headers.map(({ key, value }): [string, string] => [key.toLowerCase(), value]) : [];
  });
}

const policies = (pathname: string) => configuredHeaders(pathname).filter(([key]) => key === 'content-security-policy');

describe('nextHeaderRules', () => {
  it('gives every page, API answer and asset the base policy, once', () => {
    for (const pathname of ['/', '/a-propos', '/nl-be/over-ons', '/api/stores/', '/_next/static/chunks/a.js', '/robots.txt', '/storage', '/storages/x', '/nl-be/storage/x']) {
      expect(policies(pathname), pathname).toEqual([['content-security-policy', BASE_POLICY]]);
    }
  });

  it('leaves the policy of stored files to their route, and keeps their other headers', () => {
    for (const pathname of ['/storage/media/uploads/a.svg', '/storage/files/other/notes.csv', '/storage/']) {
      expect(policies(pathname), pathname).toEqual([]);
      expect(Object.fromEntries(configuredHeaders(pathname)), pathname).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    }
  });
});
