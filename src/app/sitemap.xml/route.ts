import { sitemapIndex, XML_HEADERS } from '@/app/_lib/xml-sitemap';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { localeOfHost, requestHost, SITE_DOMAINS } from '@/lib/site-domains';

// Read per request (from the data cache): the index follows the content, not the build.
export const dynamic = 'force-dynamic';

/**
 * The sitemap index. On a locale's own domain it names only that locale's files (a domain is one
 * site for search engines); on a shared host, the files of every locale. A host that is no
 * locale's domain is the default locale's, as for pages (src/proxy/locale-routing.ts).
 */
export async function GET(request: Request): Promise<Response> {
  const locales = SITE_DOMAINS ? [localeOfHost(requestHost(request.headers)) ?? DEFAULT_LOCALE] : LOCALES;
  return new Response(await sitemapIndex(locales), { headers: XML_HEADERS });
}
