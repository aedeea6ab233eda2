import { ImageResponse } from 'next/og';
import type { Locale } from '@/lib/locales';
import { getNavigation } from '@/app/_data/navigation';
import { drawableText, shareImagePng, signedShareImage } from '@/app/_data/share-image';
import { getTranslations } from 'next-intl/server';

/** The size social networks show a large card at. */
const SIZE = { width: 1200, height: 630 };

/**
 * The share image of a page that has no image of its own (src/app/_lib/metadata.ts): its title on
 * the site's colours, with the brand and the market. Drawn with the font Next bundles: nothing is
 * fetched. The address names its title and is signed, so the answer never changes: it is cached
 * for a year.
 */
export async function GET(request: Request): Promise<Response> {
  const image = signedShareImage(new URL(request.url).searchParams);
  if (!image) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const png = await shareImagePng(image.locale, image.title, () => draw(image.locale, image.title));
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}

async function draw(locale: Locale, title: string): Promise<Buffer> {
  const [{ brand }, t] = await Promise.all([getNavigation(locale), getTranslations({ locale, namespace: 'Seo' })]);
  const text = drawableText(title);
  const response = new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #0f766e 0%, #115e59 60%, #134e4a 100%)',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', fontSize: 40, letterSpacing: 1, color: '#ccfbf1' }}>{drawableText(brand)}</div>
        <div style={{ display: 'flex', fontSize: text.length > 60 ? 56 : 68, lineHeight: 1.15 }}>{text}</div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: '#99f6e4' }}>
          <div style={{ display: 'flex', width: 48, height: 6, marginRight: 20, background: '#fbbf24', borderRadius: 3 }} />
          {drawableText(t('market')).replace(/\.$/, '')}
        </div>
      </div>
    ),
    SIZE,
  );
  return Buffer.from(await response.arrayBuffer());
}
