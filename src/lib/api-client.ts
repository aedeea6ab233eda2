import { orderedComparatorSearch } from './comparator-url';
import type { ComparatorViewData } from './contracts';
import type { Locale } from './locales';

/** The error body every API failure carries (DESIGN §6). */
export type ApiErrorBody = {
  error: { code: string; message: string; details?: unknown };
};

/** A failed API call: its HTTP status and, when the answer was JSON, its body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null) {
    super(body?.error.message ?? `API answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The visitor went over a public action's rate limit (429). */
  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest = {
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Added to the query string; null and undefined are left out, arrays become repeated keys (SPEC §7). */
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error;
}

/** `/api/...` with `language` and the query, as the API expects them. */
export function apiUrl(path: string, locale: Locale, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams({ language: locale });
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const clean = path.replace(/^\/?(api\/)?/, '');
  return `/api/${clean}?${params.toString()}`;
}

/**
 * The browser's client of our REST API (DESIGN §2): adds the locale's `language`, asks for JSON,
 * and turns any non-2xx answer into an ApiError. Network failures reject as fetch does.
 */
export async function apiFetch<T>(path: string, request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(apiUrl(path, request.locale, request.query), {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'same-origin',
    signal: request.signal,
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw new ApiError(response.status, isErrorBody(parsed) ? parsed : null);
  return parsed as T;
}

/** A query's keys with their values, in order, as ApiRequest['query'] takes them. */
function queryOf(search: URLSearchParams): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of search) (query[key] ??= []).push(value);
  return query;
}

/**
 * The address of the comparator's view of a query (`GET /api/properties/compare/`), its keys in
 * the canonical order: what the comparator asks on a filter change, so one view is one address.
 */
export function comparatorViewUrl(locale: Locale, search: URLSearchParams): string {
  return apiUrl('properties/compare/', locale, queryOf(orderedComparatorSearch(search)));
}

/** The comparator's view of a query: its deals, counts and the canonical query the API read it as. */
export function fetchComparatorView(locale: Locale, search: URLSearchParams, signal?: AbortSignal): Promise<ComparatorViewData> {
  return apiFetch<ComparatorViewData>('properties/compare/', { locale, query: queryOf(orderedComparatorSearch(search)), signal });
}
