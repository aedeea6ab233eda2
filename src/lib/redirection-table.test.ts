import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSitePath, redirectionTarget } from './redirection-path';
import { markRedirectionsChanged, REDIRECTIONS_REFRESH_MS, redirectionTable, type RedirectionRule } from './redirection-table';

const rule = (from_path: string, to_path: string, status_code: RedirectionRule['status_code'] = 301): RedirectionRule => ({
  from_path,
  to_path,
  status_code,
});

describe('redirectionTarget', () => {
  it('puts the target in the locale and keeps the request query after the target own', () => {
    expect(redirectionTarget('', '/pays/espagne', '')).toEqual({ pathname: '/pays/espagne', search: '' });
    expect(redirectionTarget('/nl-be', '/bestemmingen', '?page=2&x=%C3%A9')).toEqual({ pathname: '/nl-be/bestemmingen', search: '?page=2&x=%C3%A9' });
    expect(redirectionTarget('/fr-fr', '/a?ref=old#top', '?b=1')).toEqual({ pathname: '/fr-fr/a', search: '?ref=old&b=1' });
    expect(redirectionTarget('/nl-be', '/', '')).toEqual({ pathname: '/nl-be', search: '' });
    expect(redirectionTarget('', '/', '?q=1')).toEqual({ pathname: '/', search: '?q=1' });
  });
});

describe('isSitePath', () => {
  it('takes the paths of this site, encoded or not, with a query', () => {
    for (const path of ['/', '/pays/espagne', '/vacances-%C3%A9t%C3%A9', '/vacances-été', '/a%2Fb', '/a//b', '/a?x=%20&y=%2F%2F', '/a#top', '/a.b/..c', '/zz-100%_sale', '/%E0%A4%A']) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('refuses what a browser reads as another site, in any encoding', () => {
    for (const path of [
      '',
      'pays',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      '\\/evil.example',
      '/a\\b',
      '/a?next=\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/a\u0000',
      '/a\u0085',
      '/with space',
      '/%2F%2Fevil.example/x',
      '/%2f/evil.example',
      '/%252F%252Fevil.example/x',
      '/%25252F%25252Fevil.example/x',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/%0A',
      '/..//evil.example/x',
      '/./',
      '/%2e%2e//evil.example/x',
      '/.%2E/x',
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});

describe('redirectionTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never follows a record whose target leaves the site, whatever the database holds', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = async () => [rule('/sec-test-a', '//evil.example/x', 302), rule('/sec-test-b', '/%2F%2Fevil.example'), rule('/ancien', '/nouveau')];
    const find = redirectionTable(load);
    expect(await find('fr-be', '/sec-test-a')).toBeNull();
    expect(await find('fr-be', '/sec-test-b')).toBeNull();
    expect(await find('fr-be', '/ancien')).toMatchObject({ to_path: '/nouveau' });
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('reads a locale once, matches any form of a path, and reads again after a write or once the records are old', async () => {
    let clock = 0;
    const rules = { 'fr-be': [rule('/ancien', '/nouveau'), rule('/vacances-été', '/ete', 302)], 'nl-be': [] as RedirectionRule[], 'fr-fr': [] };
    const load = vi.fn(async (locale: keyof typeof rules) => rules[locale]);
    const find = redirectionTable(load, () => clock);

    expect(await find('fr-be', '/ancien')).toMatchObject({ to_path: '/nouveau' });
    expect(await find('fr-be', '/ancien/')).toMatchObject({ to_path: '/nouveau' });
    expect(await find('fr-be', '/vacances-%C3%A9t%C3%A9')).toMatchObject({ to_path: '/ete', status_code: 302 });
    expect(await find('nl-be', '/ancien')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);

    rules['fr-be'] = [rule('/ancien', '/ailleurs')];
    markRedirectionsChanged();
    expect(await find('fr-be', '/ancien')).toMatchObject({ to_path: '/ailleurs' });
    expect(load).toHaveBeenCalledTimes(3);

    // Another server's write shows once the records are older than the refresh period.
    rules['fr-be'] = [];
    clock += REDIRECTIONS_REFRESH_MS + 1;
    expect(await find('fr-be', '/ancien')).toMatchObject({ to_path: '/ailleurs' });
    await vi.waitFor(async () => expect(await find('fr-be', '/ancien')).toBeNull());
  });

  it('keeps answering with what it had when a read fails, and tries again only after the refresh period', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let clock = 0;
    let failing = false;
    const load = vi.fn(async () => {
      if (failing) throw new Error('database down');
      return [rule('/ancien', '/nouveau')];
    });
    const find = redirectionTable(load, () => clock);
    expect(await find('fr-fr', '/ancien')).not.toBeNull();
    failing = true;
    markRedirectionsChanged();
    expect(await find('fr-fr', '/ancien')).not.toBeNull();
    expect(await find('fr-fr', '/ancien')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    clock += REDIRECTIONS_REFRESH_MS + 1;
    await find('fr-fr', '/x');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
