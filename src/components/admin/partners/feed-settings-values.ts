import type { PartnerFeedBody } from '@/lib/editing/partner-feeds';
import type { FeedMappingInput } from '@/lib/feed-mapping';

/** The mapping's value translations an editor fills in: feed value → our slug. */
export const VALUE_KINDS = ['rental_type', 'services', 'type_of_stay'] as const;
type ValueKind = (typeof VALUE_KINDS)[number];

type Text = string | null | undefined;
type Pair = { from?: Text; to?: Text };

/**
 * The feed settings as the form edits them: the value translations as lists of pairs (an object's
 * keys cannot be typed into), everything else as the API gives it.
 */
export type FeedFormValues = Omit<PartnerFeedBody, 'mapping' | 'format'> & {
  format?: string | null;
  mapping?: {
    fields?: Record<string, Text>;
    defaults?: Record<string, Text>;
    values?: Partial<Record<ValueKind, Pair[]>>;
    services_separator?: Text;
    csv?: { delimiter?: Text };
    xml?: { record?: Text };
  };
};

/** The settings as GET /api/partners/{id}/feed/ answers them. */
export type FeedRecord = FeedFormValues & { mapping: FeedMappingInput };

export function feedToForm(feed: FeedRecord): FeedFormValues {
  const values = feed.mapping.values ?? {};
  return {
    ...feed,
    mapping: {
      ...feed.mapping,
      values: Object.fromEntries(VALUE_KINDS.map((kind) => [kind, Object.entries(values[kind] ?? {}).map(([from, to]) => ({ from, to }))])),
    },
  };
}

const filled = (value: Text): value is string => typeof value === 'string' && value.trim() !== '';
/** A separator may be a space or a tab: only its absence is empty. */
const given = (value: Text): value is string => typeof value === 'string' && value !== '';

/** A field → text map without the fields left empty (an empty column is not a column). */
const filledOnly = (map: Record<string, Text> | undefined) => Object.fromEntries(Object.entries(map ?? {}).filter(([, value]) => filled(value)));

/** What PUT /api/partners/{id}/feed/ takes: every setting, the mapping as a whole (it replaces the stored one). */
export function formToFeedBody(values: FeedFormValues): PartnerFeedBody {
  const mapping = values.mapping ?? {};
  const translations = Object.fromEntries(
    VALUE_KINDS.flatMap((kind) => {
      const pairs = (mapping.values?.[kind] ?? []).filter((pair) => filled(pair.from) && filled(pair.to));
      return pairs.length > 0 ? [[kind, Object.fromEntries(pairs.map((pair) => [pair.from, pair.to]))]] : [];
    }),
  );
  return {
    url: filled(values.url) ? values.url.trim() : null,
    format: filled(values.format) ? (values.format as PartnerFeedBody['format']) : null,
    mode: values.mode,
    schedule: filled(values.schedule) ? values.schedule.trim() : null,
    enabled: values.enabled ?? true,
    mapping: {
      fields: filledOnly(mapping.fields),
      defaults: filledOnly(mapping.defaults),
      values: translations,
      ...(given(mapping.services_separator) ? { services_separator: mapping.services_separator } : {}),
      ...(given(mapping.csv?.delimiter) ? { csv: { delimiter: mapping.csv.delimiter } } : {}),
      ...(filled(mapping.xml?.record) ? { xml: { record: mapping.xml.record.trim() } } : {}),
    },
  };
}
