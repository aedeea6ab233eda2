'use client';

import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_FIELD } from '@/lib/captcha';

/** The widget's texts we translate (its others belong to code challenges, which we do not use). */
const STRING_KEYS = ['label', 'verifying', 'verified', 'error', 'expired', 'verificationRequired', 'waitAlert', 'loading', 'verify', 'cancel', 'reload'] as const;

/**
 * Settings the widget takes as JSON: no footer or logo (links to altcha.org, which we neither need
 * nor want a visitor to follow from a form), no interaction signature (our server does not read it).
 */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });

/** The site's corners and colour on the widget (its defaults are set on :root by its own style). */
const WIDGET_STYLE = {
  '--altcha-border-radius': '0.75rem',
  '--altcha-color-primary': 'var(--color-primary-700)',
  '--altcha-max-width': '100%',
} as CSSProperties;

/**
 * The captcha of a public form (loaded through Captcha.tsx only when the page renders one): the
 * ALTCHA widget, which fetches a challenge from our API and solves it in web workers when the
 * visitor first focuses the form (or on submit, use-public-form.ts), and puts its answer in a
 * hidden `captcha` field. Its checkbox is a native one with a translated label, so keyboards and
 * screen readers use it as any other; the group around it is named and described.
 *
 * The widget's code (a web component, ~35 KB gzipped) is imported when the form comes near the
 * viewport, so a page whose only form is the footer's newsletter loads it only if scrolled there.
 * Until then a box of the widget's height holds its place, so nothing moves when it appears.
 */
export default function CaptchaWidget() {
  const t = useTranslations('Captcha');
  const locale = useLocale();
  const hintId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let live = true;
    const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(key)]));
    const load = () => {
      observer.disconnect();
      element.closest('form')?.removeEventListener('focusin', load);
      void import('altcha').then(() => {
        // The widget picks its texts by its `language` attribute; ours are registered under the locale.
        globalThis.$altcha.i18n.set(locale, strings);
        if (live) setLoaded(true);
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '400px' });
    observer.observe(element);
    // A keyboard user may reach the form before it is near the viewport (a tall footer).
    element.closest('form')?.addEventListener('focusin', load);
    return () => {
      live = false;
      observer.disconnect();
      element.closest('form')?.removeEventListener('focusin', load);
    };
  }, [locale, t]);

  useEffect(() => {
    // Loaded by a focus in the form: the widget missed that focus, which would have started its work.
    const widget = slot.current?.querySelector<HTMLElement & Partial<WidgetMethods>>('altcha-widget');
    const form = slot.current?.closest('form');
    if (!loaded || !widget || !form?.contains(document.activeElement)) return;
    const start = () => void widget.verify?.();
    if (typeof widget.verify === 'function') start();
    else widget.addEventListener('load', start, { once: true });
    return () => widget.removeEventListener('load', start);
  }, [loaded]);

  return (
    <div ref={slot} role="group" aria-label={t('group')} aria-describedby={hintId} data-captcha="" className="min-h-12">
      <p id={hintId} className="sr-only">
        {t('hint')}
      </p>
      {loaded ? (
        <altcha-widget
          challenge={CAPTCHA_CHALLENGE_PATH}
          name={CAPTCHA_FIELD}
          auto="onfocus"
          language={locale}
          configuration={CONFIGURATION}
          style={WIDGET_STYLE}
          suppressHydrationWarning
        />
      ) : null}
    </div>
  );
}
