import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type Db, db } from '../db/client';
import { contactMessages, footerLinks, pages, pageTranslations, siteSettings } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { NotFoundError, quote, ValidationError } from '../errors';
import { PAGE_KEYS, type PageKey } from '@/lib/constants';
import type { HomepageBanner, PageContent } from '@/lib/contracts';
import type { Locale } from '@/lib/locales';
import type { ContactForm } from '@/lib/forms';
import { recordAudit } from './audit';
import { sanitizeCmsHtml } from './lib/html';
import { mediaByIds } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { requireMedia } from './lib/require-media';
import { type StoreSummary, storesByIds } from './stores';

export { PAGE_KEYS };
export type { HomepageBanner, PageContent, PageKey };

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

/** Fields an editor changes on a page; absent fields keep their value, null clears an image. */
export type PageUpdate = {
  title?: string;
  header_1?: string;
  header_2?: string;
  content?: string;
  blocks?: Record<string, unknown>;
  seo_title?: string;
  meta_description?: string;
  seo_image_id?: number | null;
  banner_id?: number | null;
};

export type Copyright = { copyright: string; brand_name: string };
export type FooterLink = { id: number; name: string; link: string };
export type FooterLinks = { common: FooterLink[]; copyright: FooterLink[] };

/** A page in a locale; null for an unknown key or a page without content there. */
export async function getPage(locale: Locale, key: string): Promise<PageContent | null> {
  if (!isPageKey(key)) return null;
  const [row] = await db()
    .select({ bannerId: pages.bannerId, t: pageTranslations })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(eq(pages.key, key));
  if (!row) return null;
  const { t } = row;
  const media = await mediaByIds([row.bannerId, t.seoImageId], locale);
  return {
    key,
    title: t.title,
    header_1: t.header1,
    header_2: t.header2,
    // Stored HTML is sanitized on write; again here because rows also come from the seed and scripts.
    content: sanitizeCmsHtml(t.content),
    blocks: t.blocks,
    banner: row.bannerId ? (media.get(row.bannerId) ?? null) : null,
    seo_title: t.seoTitle,
    meta_description: t.metaDescription,
    seo_image: t.seoImageId ? (media.get(t.seoImageId) ?? null) : null,
  };
}

/**
 * Updates a page's content in a locale and its banner. A locale without content yet gets it,
 * which needs a title. HTML is sanitized before it is stored.
 */
export async function updatePage(locale: Locale, key: string, input: PageUpdate): Promise<PageContent> {
  if (!isPageKey(key)) throw new NotFoundError(`No page ${quote(key)}`);
  await requireMedia({ banner_id: input.banner_id, seo_image_id: input.seo_image_id });
  const fields = {
    title: input.title,
    header1: input.header_1,
    header2: input.header_2,
    content: input.content === undefined ? undefined : sanitizeCmsHtml(input.content),
    blocks: input.blocks,
    seoTitle: input.seo_title,
    metaDescription: input.meta_description,
    seoImageId: input.seo_image_id,
  };
  await db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The key is unique; a concurrent first write of the same page simply finds the row.
    await tx.insert(pages).values({ key }).onConflictDoNothing({ target: pages.key });
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.key, key));
    const pageId = page!.id;
    const before = await editedPage(tx, pageId, locale);
    // Any edit dates the page: the XML sitemaps give it as the page's lastmod.
    await tx
      .update(pages)
      .set({ ...(input.banner_id !== undefined ? { bannerId: input.banner_id } : {}), updatedAt: new Date() })
      .where(eq(pages.id, pageId));
    const [existing] = await tx
      .select({ id: pageTranslations.id })
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, locale)));
    if (existing) {
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length > 0) {
        await tx.update(pageTranslations).set(changes).where(eq(pageTranslations.id, existing.id));
      }
    } else {
      if (!fields.title) {
        throw new ValidationError(`Page ${quote(key)} has no content in ${locale} yet: a title is needed`, [
          { path: 'title', message: 'Required' },
        ]);
      }
      await tx.insert(pageTranslations).values({ ...fields, title: fields.title, pageId, locale });
    }
    const after = await editedPage(tx, pageId, locale);
    await recordAudit(tx, { action: 'update', entityType: 'page', entityId: pageId, locale, before, after });
  });
  await invalidate(tags.page(key));
  return (await getPage(locale, key))!;
}

/** A page's fields in a locale as the audit log compares them (absent before its first write there). */
async function editedPage(tx: Db, pageId: number, locale: Locale) {
  const [row] = await tx
    .select({ bannerId: pages.bannerId, t: pageTranslations })
    .from(pages)
    .leftJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(eq(pages.id, pageId));
  const t = row?.t;
  return {
    banner_id: row?.bannerId ?? null,
    ...(t && {
      title: t.title,
      header_1: t.header1,
      header_2: t.header2,
      content: t.content,
      blocks: t.blocks,
      seo_title: t.seoTitle,
      meta_description: t.metaDescription,
      seo_image_id: t.seoImageId,
    }),
  };
}

async function settingsOf(locale: Locale) {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.locale, locale));
  return row ?? null;
}

/** The stores the editors picked for the home page, in their order. */
export async function homePageStores(locale: Locale): Promise<StoreSummary[]> {
  const settings = await settingsOf(locale);
  return settings ? storesByIds(locale, settings.homePageStoreIds) : [];
}

export async function homepageBanner(locale: Locale): Promise<HomepageBanner | null> {
  const settings = await settingsOf(locale);
  if (!settings) return null;
  const media = await mediaByIds([settings.homepageBannerId], locale);
  return {
    title: settings.homepageBannerTitle,
    link: settings.homepageBannerLink,
    image: settings.homepageBannerId ? (media.get(settings.homepageBannerId) ?? null) : null,
  };
}

export async function copyright(locale: Locale): Promise<Copyright | null> {
  const settings = await settingsOf(locale);
  return settings ? { copyright: settings.copyright, brand_name: settings.brandName } : null;
}

/** The footer's links of a locale, split into the common group and the copyright line. */
export async function footerLinksOf(locale: Locale): Promise<FooterLinks> {
  const rows = await db()
    .select({ id: footerLinks.id, name: footerLinks.name, link: footerLinks.link, isCopyright: footerLinks.isCopyright })
    .from(footerLinks)
    .where(eq(footerLinks.locale, locale))
    .orderBy(asc(footerLinks.position), asc(footerLinks.id));
  const result: FooterLinks = { common: [], copyright: [] };
  for (const { isCopyright, ...link } of rows) (isCopyright ? result.copyright : result.common).push(link);
  return result;
}

/**
 * Stores a contact message. There is no mail server: the stored row is the delivery, so the
 * visitor is told "sent" only once it is written.
 */
export async function sendContactMessage(
  locale: Locale,
  form: ContactForm,
  clientHash: string,
): Promise<{ id: number }> {
  const [row] = await db()
    .insert(contactMessages)
    .values({ locale, email: form.email, name: form.name, message: form.message, clientHash })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}

export type ContactMessage = { id: number; locale: Locale; email: string; name: string; message: string; created_at: string };

/** The stored contact messages, newest first: of one locale's site, or of all. */
export async function listContactMessages(options: Paging & { locale?: Locale }): Promise<Page<ContactMessage>> {
  const where = options.locale ? eq(contactMessages.locale, options.locale) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: contactMessages.id,
        locale: contactMessages.locale,
        email: contactMessages.email,
        name: contactMessages.name,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.id))
      .limit(options.size)
      .offset(offsetOf(options)),
    db().select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
  };
}
