import { sitemapFilesOf, sitemapFileStream, XML_HEADERS } from '@/app/_lib/xml-sitemap';
import { DEFAULT_LOCALE } from '@/lib/locales';
import { parseSitemapFileName } from '@/lib/sitemap-files';
import { localeOfHost, requestHost, SITE_DOMAINS } from '@/lib/site-domains';

export const dynamic = 'force-dynamic';

function notFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * A sitemap file, `/sitemaps/<locale>-<n>.xml`. On a locale's own domain only that locale's files
 * exist: another locale's file is on its own domain, and a search engine takes a sitemap's URLs
 * only from the host that serves it.
 */
export async function GET(request: Request, { params }: RouteContext<'/sitemaps/[file]'>): Promise<Response> {
  const wanted = parseSitemapFileName((await params).file);
  if (!wanted) return notFound();
  if (SITE_DOMAINS && wanted.locale !== (localeOfHost(requestHost(request.headers)) ?? DEFAULT_LOCALE)) return notFound();
  const file = (await sitemapFilesOf(wanted.locale)).find((candidate) => candidate.n === wanted.n);
  if (!file) return notFound();
  return new Response(await sitemapFileStream(wanted.locale, file), { headers: XML_HEADERS });
}
