import { describe, expect, it } from 'vitest';
import { drawableText, isSignedShareImage, shareImageQuery, signedShareImage } from './share-image';

describe('share image addresses', () => {
  it('sign the locale and title together; any change breaks the signature', () => {
    const query = new URLSearchParams(shareImageQuery('nl-be', 'Vakantie in Spanje'));
    expect(query.get('locale')).toBe('nl-be');
    expect(query.get('title')).toBe('Vakantie in Spanje');
    const signature = query.get('s')!;
    expect(isSignedShareImage('nl-be', 'Vakantie in Spanje', signature)).toBe(true);
    expect(isSignedShareImage('fr-be', 'Vakantie in Spanje', signature)).toBe(false);
    expect(isSignedShareImage('nl-be', 'Vakantie in Spanje!', signature)).toBe(false);
    expect(isSignedShareImage('nl-be', 'Vakantie in Spanje', `${signature}A`)).toBe(false);
    expect(isSignedShareImage('nl-be', 'Vakantie in Spanje', '')).toBe(false);
  });

  it('are read only as shareImageQuery wrote them: no other parameter, none twice', () => {
    const query = shareImageQuery('fr-be', 'Séjours à Rome');
    expect(signedShareImage(new URLSearchParams(query))).toEqual({ locale: 'fr-be', title: 'Séjours à Rome' });
    const reordered = new URLSearchParams([...new URLSearchParams(query)].reverse());
    expect(signedShareImage(reordered)).toEqual({ locale: 'fr-be', title: 'Séjours à Rome' });
    // Each of these passed the signature and was drawn afresh: an address per request.
    expect(signedShareImage(new URLSearchParams(`${query}&cb=1`))).toBeNull();
    expect(signedShareImage(new URLSearchParams(`${query}&cb`))).toBeNull();
    expect(signedShareImage(new URLSearchParams(`${query}&locale=fr-be`))).toBeNull();
    expect(signedShareImage(new URLSearchParams(`${query}&s=x`))).toBeNull();
    expect(signedShareImage(new URLSearchParams(query.replace(/&s=[^&]*/, '')))).toBeNull();
    expect(signedShareImage(new URLSearchParams(query.replace('fr-be', 'xx-yy')))).toBeNull();
  });

  it('draw only what the bundled font holds, so that nothing is fetched', () => {
    expect(drawableText('Séjours à Zürich – “été” 2026 … 99 € 🏖️')).toBe('Séjours à Zürich – “été” 2026 … 99 €');
    expect(drawableText('Ελλάδα  Crète')).toBe('Crète');
  });
});
