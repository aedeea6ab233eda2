import type { NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/locales';
import { redirectionTarget } from '@/lib/redirection-path';
import { redirectionTable, type RedirectionRule } from '@/lib/redirection-table';
import { pathPrefix } from '@/lib/site-domains';
import { ownOrigin } from './own-origin';
import { redirect } from './redirect';

/** The editors' redirections, read from the API (the proxy runs apart from the pages' database client). */
const findRedirection = redirectionTable(async (locale) => {
  const response = await fetch(`${ownOrigin()}/api/seo/redirections/rules/?language=${locale}`, {
    signal: AbortSignal.timeout(2_000),
  });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  return ((await response.json()) as { results: RedirectionRule[] }).results;
});

/** The redirect an editor recorded for a path of its locale, the request's query carried along; null when none. */
export async function editorsRedirection(request: NextRequest, locale: Locale, segments: string[]): Promise<NextResponse | null> {
  const rule = segments.length > 0 ? await findRedirection(locale, `/${segments.join('/')}`) : null;
  if (!rule) return null;
  const target = redirectionTarget(pathPrefix(locale), rule.to_path, request.nextUrl.search);
  return redirect(request, target.pathname, target.search, rule.status_code);
}
