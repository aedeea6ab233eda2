import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '../../src/lib/locales';
import { MESSAGES_BASE, overlayMessages } from '../../src/lib/messages';

/** The three sites as the browser tests reach them on one host (SPEC §2.1). */
export const SITES = [
  { locale: 'fr-be', prefix: '', destinations: 'pays', categories: 'categories', promotions: 'categories/promotions' },
  { locale: 'nl-be', prefix: '/nl-be', destinations: 'bestemmingen', categories: 'categorieen', promotions: 'categorieen/promoties' },
  { locale: 'fr-fr', prefix: '/fr-fr', destinations: 'pays', categories: 'categories', promotions: 'categories/promotions' },
] as const;

export type Site = (typeof SITES)[number];

type Messages = Record<string, Record<string, string>>;

/** The UI texts of a locale, so that tests find sections by the names visitors read. */
export function messagesOf(locale: string): Messages {
  const read = (name: string) => JSON.parse(readFileSync(path.resolve('messages', `${name}.json`), 'utf8'));
  const base = MESSAGES_BASE[locale as Locale];
  return (base ? overlayMessages(read(base), read(locale)) : read(locale)) as Messages;
}

/** A GET of our API in a locale; fails the test on anything but 200. */
export async function api<T>(request: APIRequestContext, pathAndQuery: string, locale: string): Promise<T> {
  const separator = pathAndQuery.includes('?') ? '&' : '?';
  const response = await request.get(`/api${pathAndQuery}${separator}language=${locale}`);
  expect(response.status(), pathAndQuery).toBe(200);
  return (await response.json()) as T;
}

/** The path (and query) of the page's canonical link. */
/**
 * Waits until the page is hydrated (src/components/layout/EarlyInput.tsx ends the holding of early
 * input then). A cached page runs its code after its first paint, past `load`.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __earlyInputTaken?: boolean }).__earlyInputTaken === true);
}

export async function canonicalOf(page: Page): Promise<string> {
  // After a navigation in the page the previous page's link can stand beside the new one for a moment.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/** The names of the breadcrumb trail, in order. */
export async function breadcrumbNames(page: Page, locale: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: messagesOf(locale).Layout!.breadcrumbs });
  return (await nav.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

export type ApiBreadcrumb = { name: string; url: string };
export type ApiImage = { url: string; alt: string } | null;
export type ApiSummary = { id: number; name: string; slug: string; path: string; level: number; parent_id: number | null };
export type ApiProperty = { id: number; name: string; deep_link: string };
export type ApiPromotion = { id: number; title: string; stores: { slug: string }[]; coupon: { type: 'coupon' | 'offer' } | null };
export type ApiPage<T> = { count: number; results: T[] };
