import { describe, expect, it } from 'vitest';
import { parseSiteDomains, pathPrefix } from './site-domains';

describe('SITE_DOMAINS (DESIGN §3)', () => {
  it('reads one domain per locale', () => {
    expect(parseSiteDomains('fr-be=www.example.be, nl-be=nl.example.be,fr-fr=www.example.fr')).toEqual({
      'fr-be': 'www.example.be',
      'nl-be': 'nl.example.be',
      'fr-fr': 'www.example.fr',
    });
    expect(parseSiteDomains('')).toBeNull();
    expect(parseSiteDomains(undefined)).toBeNull();
  });

  it('refuses a partial or unreadable list', () => {
    expect(() => parseSiteDomains('fr-be=www.example.be')).toThrow(/nl-be, fr-fr/);
    expect(() => parseSiteDomains('en-gb=www.example.co.uk')).toThrow(/cannot read/);
    expect(() => parseSiteDomains('fr-be=https://x')).toThrow(/cannot read/);
  });

  it('drops the locale prefix on per-locale domains, keeps it for the others on a shared host', () => {
    const domains = parseSiteDomains('fr-be=a.be,nl-be=b.be,fr-fr=c.fr');
    expect(pathPrefix('nl-be', domains)).toBe('');
    expect(pathPrefix('fr-fr', domains)).toBe('');
    expect(pathPrefix('nl-be', null)).toBe('/nl-be');
    expect(pathPrefix('fr-be', null)).toBe('');
  });
});
