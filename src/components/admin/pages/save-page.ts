import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { LOCALES, type Locale } from '@/lib/locales';
import type { ApiCall } from '../data-provider';

/** A locale's content as GET /api/admin/pages/{key}/ gives it and PUT /api/pages/update_page/ takes it. */
export type PageTranslation = {
  title?: string | null;
  header_1?: string | null;
  header_2?: string | null;
  content?: string | null;
  blocks?: Record<string, unknown>;
  seo_title?: string | null;
  meta_description?: string | null;
  seo_image_id?: number | null;
};

type PageValues = { banner_id?: number | null; translations?: Partial<Record<Locale, PageTranslation | null>> };

const filledTitle = (translation: PageTranslation | null | undefined) => typeof translation?.title === 'string' && translation.title.trim() !== '';

/** An emptied text field is an empty text, not the null react-admin makes of it. */
function bodyOf(translation: PageTranslation, bannerId: number | null | undefined) {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: text(translation.title).trim(),
    header_1: text(translation.header_1),
    header_2: text(translation.header_2),
    content: text(translation.content),
    blocks: translation.blocks ?? {},
    seo_title: text(translation.seo_title),
    meta_description: text(translation.meta_description),
    seo_image_id: translation.seo_image_id ?? null,
    banner_id: bannerId ?? null,
  };
}

/** The API's field errors of one locale's write, on that locale's fields (the banner is the page's). */
function onLocale(error: unknown, locale: Locale): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { errors?: Record<string, unknown> };
  if (!body.errors) return error;
  const { banner_id, ...fields } = body.errors;
  const errors = { ...(banner_id ? { banner_id } : {}), translations: { [locale]: fields } };
  return new HttpError(`${locale} : ${error.message}`, error.status, { ...body, errors });
}

/**
 * Saves a page one locale at a time, as PUT /api/pages/update_page/ takes it: each locale whose
 * texts changed, if it has a title (a locale left without one keeps having no content), and the
 * banner with the first locale sent. Answers the page as read back after the writes.
 */
export async function savePage(call: ApiCall, id: Identifier, data: Record<string, unknown>, previousData: Record<string, unknown>): Promise<RaRecord> {
  const next = data as PageValues;
  const before = previousData as PageValues;
  const bannerChanged = (next.banner_id ?? null) !== (before.banner_id ?? null);
  const changed = LOCALES.filter(
    (locale) => filledTitle(next.translations?.[locale]) && JSON.stringify(next.translations?.[locale]) !== JSON.stringify(before.translations?.[locale]),
  );
  const firstWithContent = LOCALES.find((locale) => filledTitle(next.translations?.[locale]));
  const locales = changed.length === 0 && bannerChanged && firstWithContent ? [firstWithContent] : changed;
  const key = encodeURIComponent(String(id));
  for (const locale of locales) {
    try {
      await call(`/pages/update_page/?language=${locale}&page=${key}`, { method: 'PUT', body: JSON.stringify(bodyOf(next.translations![locale]!, next.banner_id)) });
    } catch (error) {
      throw onLocale(error, locale);
    }
  }
  return (await call<RaRecord>(`/admin/pages/${key}/`)).json;
}
