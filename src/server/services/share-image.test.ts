import { describe, expect, it } from 'vitest';
import { drawableText, isSignedShareImage, shareImageQuery } from './share-image';

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

  it('draw only what the bundled font holds, so that nothing is fetched', () => {
    expect(drawableText('Séjours à Zürich – “été” 2026 … 99 € 🏖️')).toBe('Séjours à Zürich – “été” 2026 … 99 €');
    expect(drawableText('Ελλάδα  Crète')).toBe('Crète');
  });
});
