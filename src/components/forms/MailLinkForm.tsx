'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError, apiFetch, apiUrl } from '@/lib/api-client';
import type { Locale } from '@/lib/locales';

/** What the API answers for a link's token, and the failures the visitor is told of. */
type Outcome = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'already_unsubscribed' | 'invalid' | 'expired' | 'limited' | 'offline' | 'error';

/** The texts of each outcome and of the button, in the page's language (given by the page). */
export type MailLinkTexts = { submit: string; pending: string } & Record<Outcome, string>;

const DONE: ReadonlySet<Outcome> = new Set(['confirmed', 'already_confirmed', 'unsubscribed', 'already_unsubscribed']);

function failureOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.status === 404 || error.status === 422) return 'invalid';
  if (error.status === 410) return 'expired';
  return error.isRateLimited ? 'limited' : 'error';
}

/**
 * The button of a mailed link's page (the newsletter's, a store alert's): the only thing that
 * confirms or unsubscribes, since opening the link must not (DESIGN §7). A plain form POST to
 * `action`, an API path (`newsletter/confirm/`) that sends a browser without script back to the
 * page (303); with script, the API is called here, the button says it is busy, and the outcome
 * replaces it in a polite live region that takes the focus.
 */
export function MailLinkForm({ action, token, locale, texts }: { action: string; token: string; locale: Locale; texts: MailLinkTexts }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    setPending(true);
    let next: Outcome;
    try {
      next = (await apiFetch<{ status: Outcome }>(action, { locale, method: 'POST', body: { token } })).status;
    } catch (error) {
      next = failureOf(error);
    }
    flushSync(() => {
      setPending(false);
      setOutcome(next);
    });
    // The button is gone once done: the focus goes to what happened rather than to the page's start.
    if (DONE.has(next)) status.current?.focus();
  }

  const done = outcome !== null && DONE.has(outcome);
  const failed = outcome !== null && !done;
  return (
    <form method="post" action={apiUrl(action, locale)} onSubmit={onSubmit} aria-busy={pending || undefined} className="mt-6 flex flex-col items-start gap-4">
      <input type="hidden" name="token" value={token} />
      {done ? null : (
        <button type="submit" aria-disabled={pending || undefined} aria-describedby={`${id}-status`} data-loading={pending || undefined} className={buttonClasses({ size: 'lg' })}>
          {pending ? <Spinner /> : null}
          {pending ? texts.pending : texts.submit}
        </button>
      )}
      <p
        ref={status}
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        data-outcome={outcome ?? undefined}
        className={cx(
          'max-w-2xl text-lg wrap-anywhere outline-none',
          outcome && 'rounded-xl border px-5 py-4',
          done && 'border-success-600 bg-success-50',
          failed && 'border-danger-600 bg-danger-50',
        )}
      >
        {outcome ? texts[outcome] : null}
      </p>
    </form>
  );
}
