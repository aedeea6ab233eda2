import { describe, expect, it } from 'vitest';
import { missingProductionSettings } from './env';

describe('missingProductionSettings', () => {
  it('requires nothing on a developer machine, whatever NODE_ENV says (npm start sets production)', () => {
    expect(missingProductionSettings({ NODE_ENV: 'production' })).toEqual([]);
    expect(missingProductionSettings({ DEPLOY_ENV: '' })).toEqual([]);
  });

  it('names each setting a production deployment lacks', () => {
    const missing = missingProductionSettings({ DEPLOY_ENV: 'production' });
    expect(missing).toHaveLength(2);
    expect(missing[0]).toMatch(/^JWT_SECRET: /);
    expect(missing[1]).toMatch(/^SITE_DOMAINS or SITE_URL: /);
  });

  it('is satisfied by a secret and the public address, given as SITE_URL or as domains', () => {
    const secret = 'x'.repeat(32);
    expect(missingProductionSettings({ DEPLOY_ENV: 'production', JWT_SECRET: secret, SITE_URL: 'https://www.example.be' })).toEqual([]);
    expect(
      missingProductionSettings({ DEPLOY_ENV: 'production', JWT_SECRET: secret, SITE_DOMAINS: 'fr-be=a.be,nl-be=b.be,fr-fr=c.fr' }),
    ).toEqual([]);
  });
});

describe('newsletter and mail settings', () => {
  it('are all optional', () => {
    expect(missingProductionSettings({})).toEqual([]);
  });

  it('stop the server on a malformed value, naming it', () => {
    expect(() => missingProductionSettings({ SMTP_URL: 'http://mail.example.be' })).toThrow(/SMTP_URL/);
    expect(() => missingProductionSettings({ NEWSLETTER_SERVICE_URL: 'ftp://example.com' })).toThrow(/NEWSLETTER_SERVICE_URL/);
    expect(() => missingProductionSettings({ NEWSLETTER_KEYS: 'be=key' })).toThrow(/NEWSLETTER_KEYS/);
    expect(() => missingProductionSettings({ NEWSLETTER_CONFIRM_TTL_HOURS: '0' })).toThrow(/NEWSLETTER_CONFIRM_TTL_HOURS/);
    expect(() =>
      missingProductionSettings({
        SMTP_URL: 'smtp://127.0.0.1:3191',
        NEWSLETTER_SERVICE_URL: 'https://newsletter.example.com/subscribers',
        NEWSLETTER_KEYS: 'fr-be=a,nl-be=b',
        NEWSLETTER_CONTAINERS: 'fr-be=holidays-be-fr',
      }),
    ).not.toThrow();
  });
});
