'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { acceptConsentCategory } from '@/components/layout/consent/cookie-settings';
import { languageOf, type Locale } from '@/lib/locales';
import { useIntegrations } from './IntegrationsProvider';
import { loadScript } from './load-script';
import { useConsentTo } from './use-consent';

type ThreadConfig = { page: { url?: string; identifier?: string; title?: string }; language?: string };
declare global {
  interface Window {
    /** Disqus's convention: the embed calls it with `this` bound to the thread's settings. */
    disqus_config?: (this: ThreadConfig) => void;
    DISQUS?: { reset: (options: { reload: boolean; config: (this: ThreadConfig) => void }) => void };
  }
}

type CommentsProps = {
  /** The thread's stable identifier (`blog-post-<id>`): it survives a change of slug. */
  identifier: string;
  /** The post's path on its site, without origin: the thread's address is the configured domain's. */
  path: string;
  title: string;
};

/** How far below the viewport the thread starts loading, so it is there when the visitor reaches it. */
const AHEAD = '600px 0px';

/**
 * The comments of a blog post, from the comment service of the locale (COMMENTS_SHORTNAMES).
 * Nothing without it. With it, the thread's script loads once the section nears the viewport and
 * only with consent to embedded content; until then the section says so and offers to accept.
 */
export function Comments({ identifier, path, title }: CommentsProps) {
  const { comments } = useIntegrations();
  const allowed = useConsentTo('embedded');
  const locale = useLocale() as Locale;
  const t = useTranslations('Integrations');
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!comments || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [comments]);

  useEffect(() => {
    if (!comments || !allowed || !near) return;
    const config = function (this: ThreadConfig) {
      this.page.url = `${comments.domain}${path}`;
      this.page.identifier = identifier;
      this.page.title = title;
      this.language = languageOf(locale);
    };
    window.disqus_config = config;
    // A second post in the same visit reuses the loaded embed.
    if (window.DISQUS) window.DISQUS.reset({ reload: true, config });
    else loadScript(comments.scriptUrl, { 'data-timestamp': String(Date.now()) }).catch(() => setFailed(true));
  }, [comments, allowed, near, identifier, path, title, locale]);

  if (!comments) return null;
  return (
    <section ref={section} aria-labelledby="comments-title" className="mt-12 min-h-80 border-t border-line pt-8">
      <h2 id="comments-title" className="mb-4 text-h2 font-bold text-primary-950">
        {t('commentsTitle')}
      </h2>
      {allowed ? (
        failed ? <p className="text-muted">{t('commentsFailed')}</p> : <div id="disqus_thread" aria-live="polite" />
      ) : (
        <ConsentRequest text={t('commentsConsent')} button={t('commentsAccept')} />
      )}
    </section>
  );
}

/** What a block that needs consent to embedded content shows before it has it. */
export function ConsentRequest({ text, button }: { text: string; button: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line bg-surface p-5">
      <p className="text-muted">{text}</p>
      <button
        type="button"
        className="rounded-lg border border-primary-700 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2"
        onClick={() => acceptConsentCategory('embedded')}
      >
        {button}
      </button>
    </div>
  );
}
