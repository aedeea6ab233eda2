'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { prefetchAllowed } from './prefetch-policy';

/**
 * next/link for ready paths, without prefetching on slow or metered connections (SPEC §9).
 * `prefetch` is no DOM attribute, so the server and the browser may disagree on it without a
 * hydration mismatch.
 */
export function SmartLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetchAllowed() ? prefetch : false} {...props} />;
}
