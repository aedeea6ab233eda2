import { describe, expect, it } from 'vitest';
import { createNonce, documentPolicy, integrationOrigins, noncePolicy, policyNonce } from './content-security-policy.mjs';

describe('integrationOrigins', () => {
  it('allows nothing from a third party when no integration is configured', () => {
    expect(integrationOrigins({})).toEqual([]);
  });

  it("allows the configured scripts' origins, each locale's comment forum, and the further origins named", () => {
    const origins = integrationOrigins({
      ADS_SCRIPT_URL: 'https://ads.example.com/ads.js?x=1',
      ADS_KEYS: 'fr-be=pub-1',
      COMMENTS_SHORTNAMES: 'fr-be=site-be,nl-be=site-nl',
      ACCOMMODATION_WIDGET_SCRIPT_URL: 'https://widget.example.net/w.js',
      THIRD_PARTY_ORIGINS: 'https://cdn.example.org, javascript:alert(1)',
    });
    expect(origins.sort()).toEqual(
      ['https://ads.example.com', 'https://cdn.example.org', 'https://site-be.disqus.com', 'https://site-nl.disqus.com'].sort(),
    );
  });

  it('leaves out a script whose integration has no key', () => {
    expect(integrationOrigins({ ADS_SCRIPT_URL: 'https://ads.example.com/ads.js' })).toEqual([]);
  });
});

describe('policyNonce', () => {
  it('reads back the nonce a page policy was made with, and none from a policy of hashes', () => {
    const nonce = createNonce();
    expect(policyNonce(noncePolicy(nonce))).toBe(nonce);
    expect(policyNonce(documentPolicy(["'sha256-abc='"]))).toBeNull();
  });
});
