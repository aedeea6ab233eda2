import { LOCALES } from '@/lib/locales';

type Named = { id?: unknown; name?: unknown; title?: unknown; translations?: Partial<Record<string, { name?: unknown; title?: unknown } | null>> };

/**
 * What a choice shows, whichever shape react-admin holds for it: a list's row has its `name` (or a
 * post's `title`) in the editor's locale; a record read for its form has them per locale only.
 */
export function choiceName(record: Named | undefined): string {
  if (!record) return '';
  const own = record.name ?? record.title;
  if (typeof own === 'string' && own !== '') return own;
  for (const locale of LOCALES) {
    const text = record.translations?.[locale]?.name ?? record.translations?.[locale]?.title;
    if (typeof text === 'string' && text !== '') return text;
  }
  return `n° ${String(record.id ?? '')}`;
}
