import { getRobots } from '@/app/_data/robots';
import { originOf } from '@/app/_lib/urls';
import { DEFAULT_LOCALE } from '@/lib/locales';
import { localeOfHost, requestHost } from '@/lib/site-domains';
import { withSitemapLine } from '@/lib/robots-sitemap';

// Read per request (from the data cache): the file lives in the database, not in the build.
export const dynamic = 'force-dynamic';

/**
 * The robots.txt the editors uploaded (POST /api/file_storage/upload_robots/), else the default,
 * naming the sitemap index of the site it is served on: each locale's domain has its own.
 */
export async function GET(request: Request): Promise<Response> {
  const origin = originOf(localeOfHost(requestHost(request.headers)) ?? DEFAULT_LOCALE);
  return new Response(withSitemapLine(await getRobots(), `${origin}/sitemap.xml`), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
