type Translations = Record<string, Record<string, unknown> | null | undefined>;

/**
 * What a form's translations send: a locale whose `key` field (its name or title) is left empty is
 * not a locale of the record. On a new record its empty fields go (the API would refuse a
 * translation without a name); on an edit, a locale the record had is removed: left out of a PUT,
 * which replaces the whole record, or `null` in a PATCH, which keeps what it is not told.
 */
export function translationsToSend(key: string, removal: 'omit' | 'null' = 'omit') {
  const filled = (fields: Translations[string]) => typeof fields?.[key] === 'string' && (fields[key] as string).trim() !== '';
  return (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) => {
    const translations = (data.translations ?? {}) as Translations;
    const before = (options?.previousData?.translations ?? {}) as Translations;
    const sent: Translations = {};
    for (const locale of new Set([...Object.keys(translations), ...Object.keys(before)])) {
      if (filled(translations[locale])) sent[locale] = translations[locale];
      else if (removal === 'null' && filled(before[locale])) sent[locale] = null;
    }
    return { ...data, translations: sent };
  };
}
