'use client';

import { useGetOne, useRecordContext } from 'react-admin';
import { localizedEntityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { ViewOnSite } from '../ViewOnSite';

type Node = { id: number; parent_id?: number | null; translations?: Partial<Record<Locale, { slug?: string } | null>> };

/** A node of the tree as its form reads it; a list's row (no translations) until the record comes. */
function useNode(resource: string, id: number | null | undefined): Node | undefined {
  const { data } = useGetOne<Node>(resource, { id: id ?? 0 }, { enabled: Boolean(id), retry: false });
  return data;
}

/**
 * The page of a category or destination in each locale it and its ancestors have: its address
 * is the section's, then the slugs from the top of the tree down to it (SPEC §2.1).
 */
export function LandingOnSite({ resource, entityType }: { resource: string; entityType: 'category' | 'location' }) {
  const record = useRecordContext<Node>();
  const parent = useNode(resource, record?.parent_id);
  const grandparent = useNode(resource, parent?.parent_id);
  const ancestors = [grandparent, parent].filter((node): node is Node => node !== undefined);
  // Until every ancestor's record is read, no address is known.
  const known = (record?.parent_id ? Boolean(parent?.translations) : true) && (parent?.parent_id ? Boolean(grandparent?.translations) : true);
  return (
    <ViewOnSite
      path={(translation, locale) => {
        const slugs = ancestors.map((node) => node.translations?.[locale]?.slug);
        if (!known || slugs.some((slug) => !slug)) return null;
        return localizedEntityPath(locale, entityType, [...(slugs as string[]), String(translation.slug)]);
      }}
    />
  );
}
