import { HttpError } from 'react-admin';
import { readSession } from './session';

/** An error answer of the API (`{error: {code, message, details}}`, DESIGN §6). */
type ApiError = { error?: { code?: string; message?: string; details?: unknown } };

/**
 * The API's field errors (`details: [{path: 'translations.fr-be.name', message}]`) as the nested
 * object react-admin's forms show on each field.
 */
export function fieldErrors(details: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(details)) return undefined;
  const errors: Record<string, unknown> = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail?.path !== 'string' || typeof detail.message !== 'string' || detail.path === '') continue;
    const keys = detail.path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys.at(-1)!] ??= detail.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A call of the site's API with the editor's token; an error answer becomes react-admin's HttpError. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<{ status: number; json: T }> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const session = readSession();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(`/api${path}`, { ...init, headers, cache: 'no-store' });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : null) as T & ApiError;
  if (!response.ok) {
    const error = json?.error;
    const errors = fieldErrors(error?.details);
    throw new HttpError(error?.message ?? response.statusText, response.status, { ...error, ...(errors ? { errors } : {}) });
  }
  return { status: response.status, json };
}
