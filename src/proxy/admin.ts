import { type NextRequest, NextResponse } from 'next/server';
import { createNonce, noncePolicy } from '@/lib/content-security-policy.mjs';

/** The back-office's one page (src/app/admin): every address under /admin, on any locale's domain. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The back-office runs only scripts that carry this response's nonce, as a page rendered per
 * request does, and is kept out of search engines and shared caches (its page is rendered per
 * request and reads no database: the data comes from the API with the editor's token).
 */
export function adminResponse(request: NextRequest): NextResponse {
  const policy = noncePolicy(createNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
