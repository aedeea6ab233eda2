import type { NextRequest, NextResponse } from 'next/server';
import { createNonce, noncePolicy } from '@/lib/content-security-policy.mjs';
import { internalPathOf } from './locale-routing';
import { isPerRequestPage } from './page-kinds';

/**
 * A page rendered for each request (the search page, the newsletter's links, a filtered comparator view) runs only the scripts that carry a nonce made for
 * this response: Next reads it from the request's Content-Security-Policy and writes it on each of
 * its scripts. Cached pages carry the hashes of theirs instead (src/lib/content-security-policy.mjs).
 */
export function withScriptNonce(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location') || !isPerRequestPage(internalPathOf(request, response))) return response;
  const policy = noncePolicy(createNonce());
  // The request headers the page sees, as NextResponse.next({ request: { headers } }) encodes them.
  const names = (response.headers.get('x-middleware-override-headers')?.split(',') ?? [...request.headers.keys()]).filter(
    (name) => name !== 'content-security-policy',
  );
  for (const name of names) {
    if (!response.headers.has(`x-middleware-request-${name}`)) response.headers.set(`x-middleware-request-${name}`, request.headers.get(name) ?? '');
  }
  response.headers.set('x-middleware-override-headers', [...names, 'content-security-policy'].join(','));
  response.headers.set('x-middleware-request-content-security-policy', policy);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
