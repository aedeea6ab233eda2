import type { NextResponse } from 'next/server';
import { boundedSearch } from '@/lib/request-guard';

/** A redirect never carries an oversized query along: the Location header stays small. */
export function withBoundedLocation(response: NextResponse): NextResponse {
  const location = response.headers.get('location');
  if (!location) return response;
  const url = new URL(location, 'http://x');
  if (boundedSearch(url.search) === url.search) return response;
  response.headers.set('location', location.slice(0, location.indexOf('?')));
  return response;
}
