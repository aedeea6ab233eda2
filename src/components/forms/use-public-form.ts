'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ZodType } from 'zod';
import { ApiError } from '@/lib/api-client';

/** Where a public form stands: sending, sent, refused (`failure` says why), over the rate limit, or unreachable. */
export type PublicFormStatus = 'idle' | 'pending' | 'sent' | 'error' | 'limited' | 'offline';

type Options<F extends string, T> = {
  /** The fields the visitor fills, in the order errors are read out. */
  fields: readonly F[];
  /** The form's schema, shared with the API (src/lib/forms.ts); loaded with zod on the first submit, not with the page. */
  schema: () => Promise<ZodType<T>>;
  /** Sends the checked values through the API client. */
  send: (values: T) => Promise<unknown>;
  /** The message of an invalid field, in the visitor's language. */
  errorOf: (field: F) => string;
};

/**
 * The submit path every public form shares (contact, newsletter, share a promotion): the values
 * are checked with the API's own schema, the invalid fields are marked and the first one focused,
 * the valid ones are sent with the captcha's answer when the page has a captcha; the API's 422
 * marks fields the same way, a 429 and a network failure have statuses of their own. The form is
 * reset once sent.
 */
export function usePublicForm<F extends string, T>({ fields, schema, send, errorOf }: Options<F, T>) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [status, setStatus] = useState<PublicFormStatus>('idle');
  const [failure, setFailure] = useState<ApiError | null>(null);

  const isField = (value: unknown): value is F => (fields as readonly unknown[]).includes(value);
  const messagesFor = (invalid: Iterable<F>) => Object.fromEntries([...new Set(invalid)].map((field) => [field, errorOf(field)])) as Partial<Record<F, string>>;

  function markInvalid(form: HTMLFormElement, invalid: F[]) {
    // Render the invalid fields now, then take the visitor to the first one.
    flushSync(() => {
      setErrors(messagesFor(invalid));
      setStatus('idle');
    });
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const form = event.currentTarget;
    const check = async () => (await schema()).safeParse(Object.fromEntries(new FormData(form)));
    let parsed = await check();
    if (!parsed.success) {
      markInvalid(form, parsed.error.issues.map((issue) => issue.path[0]).filter(isField));
      return;
    }
    setErrors({});
    setFailure(null);
    setStatus('pending');
    // A page with a captcha rendered its slot (Captcha.tsx); the code that waits for its answer
    // is loaded only then, so forms without one carry none of it.
    const captcha = form.querySelector('[data-captcha]') ? await import('./captcha-answer') : null;
    if (captcha) {
      if (!(await captcha.solveCaptcha(form))) return captchaRefused(form, captcha, 'unsolved');
      parsed = await check();
      if (!parsed.success) return captchaRefused(form, captcha, 'malformed');
    }
    try {
      await send(parsed.data);
      // Resets the captcha too (it listens to the form's reset): its answer was used.
      form.reset();
      setStatus('sent');
    } catch (error) {
      if (!(error instanceof ApiError)) return setStatus('offline');
      const refusal = captcha && error.status === 422 ? captcha.captchaRefusal(error.body?.error.details) : null;
      if (captcha && refusal) return captchaRefused(form, captcha, refusal);
      // Whatever the refusal, the answer may have been used: the next submit solves a new one.
      captcha?.resetCaptcha(form);
      const rejected = rejectedFields(error).filter(isField);
      if (error.status === 422 && rejected.length > 0) return markInvalid(form, rejected);
      setFailure(error);
      setStatus(error.isRateLimited ? 'limited' : 'error');
    }
  }

  /**
   * The captcha could not be solved, or its answer was refused (expired, already used): the widget
   * shows its error and takes the focus, as an invalid field does, and solves anew when checked or
   * on the next submit.
   */
  function captchaRefused(form: HTMLFormElement, captcha: typeof import('./captcha-answer'), why: string) {
    captcha.resetCaptcha(form, why);
    setStatus('idle');
  }

  return { errors, status, failure, onSubmit };
}

/** Fields the API rejected, from its 422 details (`[{path, message}]`). */
function rejectedFields(error: ApiError): unknown[] {
  const details = error.body?.error.details;
  if (!Array.isArray(details)) return [];
  return details.map((detail: unknown) => (typeof detail === 'object' && detail !== null && 'path' in detail ? detail.path : null));
}
