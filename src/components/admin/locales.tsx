'use client';

import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { LOCALES, type Locale } from '@/lib/locales';

export const LOCALE_NAMES: Record<Locale, string> = { 'fr-be': 'Français (Belgique)', 'nl-be': 'Nederlands (België)', 'fr-fr': 'Français (France)' };

export const LOCALE_CHOICES = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));

/** The locales a listed record has no translation for, as a visible warning in its row. */
export function MissingLocalesField(_props: { label?: string }) {
  const record = useRecordContext<{ missing_locales?: Locale[] }>();
  const missing = record?.missing_locales ?? [];
  if (missing.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {missing.map((locale) => (
        // Dark amber on white: the theme's warning colour is too light for text (3:1).
        <Chip key={locale} size="small" variant="outlined" label={`${locale} manquante`} sx={{ color: '#7a4100', borderColor: '#b45309' }} />
      ))}
    </Stack>
  );
}
