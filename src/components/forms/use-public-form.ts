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
 * the valid ones are sent; the API's 422 marks fields the same way, a 429 and a network failure
 * have statuses of their own. The form is reset once sent.
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
    const parsed = (await schema()).safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      markInvalid(form, parsed.error.issues.map((issue) => issue.path[0]).filter(isField));
      return;
    }
    setErrors({});
    setFailure(null);
    setStatus('pending');
    try {
      await send(parsed.data);
      form.reset();
      setStatus('sent');
    } catch (error) {
      if (!(error instanceof ApiError)) return setStatus('offline');
      const rejected = rejectedFields(error).filter(isField);
      if (error.status === 422 && rejected.length > 0) return markInvalid(form, rejected);
      setFailure(error);
      setStatus(error.isRateLimited ? 'limited' : 'error');
    }
  }

  return { errors, status, failure, onSubmit };
}

/** Fields the API rejected, from its 422 details (`[{path, message}]`). */
function rejectedFields(error: ApiError): unknown[] {
  const details = error.body?.error.details;
  if (!Array.isArray(details)) return [];
  return details.map((detail: unknown) => (typeof detail === 'object' && detail !== null && 'path' in detail ? detail.path : null));
}
