import { call } from '@test/api';

/**
 * Every item of a paginated list, fetched 100 at a time, so that a test can look for its own rows
 * whatever the seed holds (tests).
 */
export async function everyPage<T = unknown>(url: string): Promise<{ count: number; results: T[] }> {
  const results: T[] = [];
  const separator = url.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const res = await call(`${url}${separator}size=100&page=${page}`);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    results.push(...(res.json.results as T[]));
    if (res.json.results.length === 0 || results.length >= res.json.count) return { count: res.json.count, results };
  }
}
