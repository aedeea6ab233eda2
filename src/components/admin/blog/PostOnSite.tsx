'use client';

import { useGetOne, useRecordContext } from 'react-admin';
import type { Locale } from '@/lib/locales';
import { ViewOnSite } from '../ViewOnSite';

/** A category's slug in one locale: a post's address is /blog/{category}/{post} there. */
function useCategorySlug(id: number | undefined, language: Locale): string | undefined {
  const { data } = useGetOne<{ id: number; slug: string }>('blog_categories', { id: id ?? 0, meta: { language } }, { enabled: Boolean(id), retry: false });
  return data?.slug;
}

/** The post's public page in each locale it and its category have. */
export function PostOnSite() {
  const post = useRecordContext<{ blog_category_id?: number }>();
  const slugs: Record<Locale, string | undefined> = {
    'fr-be': useCategorySlug(post?.blog_category_id, 'fr-be'),
    'nl-be': useCategorySlug(post?.blog_category_id, 'nl-be'),
    'fr-fr': useCategorySlug(post?.blog_category_id, 'fr-fr'),
  };
  return <ViewOnSite path={(translation, locale) => (slugs[locale] ? `/blog/${slugs[locale]}/${String(translation.slug)}` : null)} />;
}
