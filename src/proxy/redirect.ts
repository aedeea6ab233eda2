import { type NextRequest, NextResponse } from 'next/server';
import { boundedSearch } from '@/lib/request-guard';

export function redirect(request: NextRequest, pathname: string, search: string, status: 301 | 302 | 307 | 308): NextResponse {
  // A plain URL: NextURL would format the path back with the slash we are removing. request.url is
  // built by Next from its own host name and port, never from the Host header, and Next sends a
  // redirect to that origin as a relative Location (tests/e2e/request-headers.spec.ts).
  const url = new URL(`${pathname}${boundedSearch(search)}`, request.url);
  return NextResponse.redirect(url, status);
}
