import { describe, expect, it } from 'vitest';
import { localeOfHost, parseSiteDomains, pathPrefix, requestHost } from './site-domains';

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

describe('localeOfHost', () => {
  const domains = parseSiteDomains('fr-be=www.example.be,nl-be=nl.example.be:8443,fr-fr=www.example.fr')!;
  it('finds the locale of a domain, with or without the port, case-insensitively', () => {
    expect(localeOfHost('www.example.be', domains)).toBe('fr-be');
    expect(localeOfHost('WWW.Example.FR:443', domains)).toBe('fr-fr');
    expect(localeOfHost('nl.example.be:8443', domains)).toBe('nl-be');
    expect(localeOfHost('elsewhere.example', domains)).toBeNull();
    expect(localeOfHost('www.example.be', null)).toBeNull();
  });

  it('reads the forwarded host before Host', () => {
    expect(requestHost(new Headers({ host: 'a.example', 'x-forwarded-host': 'NL.example.be' }))).toBe('nl.example.be');
    expect(requestHost(new Headers({ host: 'A.example:3000' }))).toBe('a.example:3000');
  });
});
