'use client';

import { lazy, Suspense } from 'react';

/** In a chunk of its own, requested only by a page that renders a captcha. */
const CaptchaWidget = lazy(() => import('./CaptchaWidget'));

/**
 * The captcha slot a page gives a public form when the site has a captcha (src/app/_lib/captcha.tsx).
 * This stub is all that a page's shared code carries of it: the widget's component and the widget
 * itself load only where one is rendered. The fallback keeps the widget's place and marks the form
 * as having a captcha (use-public-form.ts waits for it).
 */
export function Captcha() {
  return (
    <Suspense fallback={<div data-captcha="" className="min-h-12" />}>
      <CaptchaWidget />
    </Suspense>
  );
}
