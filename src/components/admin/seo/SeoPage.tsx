'use client';

import { Alert, Box, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Title } from 'react-admin';
import type { Locale } from '@/lib/locales';
import { apiFetch } from '../api';
import { renewIfDue } from '../auth-provider';
import { LOCALE_NAMES } from '../locales';
import { Pager } from '../Pager';
import { type SeoKind, type SeoRecord, SeoRow } from './SeoRow';

const KIND_NAMES: Record<SeoKind, string> = {
  store: 'Boutiques',
  promotion_category: 'Catégories',
  blog_post_category: 'Catégories du blog',
  blog_post: 'Articles du blog',
};

const MISSING_NAMES = { any: 'Titre SEO ou meta description', seo_title: 'Titre SEO', meta_description: 'Meta description', all: 'Rien (tous les enregistrements)' } as const;
type Missing = keyof typeof MISSING_NAMES;

const PAGE_SIZE = 20;

function Choice<T extends string>({ label, value, names, onChange }: { label: string; value: T; names: Record<T, string>; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.keys(names) as T[]).map((key) => (
          <MenuItem key={key} value={key}>
            {names[key]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * The records whose SEO texts are missing in a locale (GET /api/seo/{kind}/?missing=…), each with
 * its public page, edited in place. A record saved complete leaves the list when it is read again.
 */
export function SeoPage() {
  const [kind, setKind] = useState<SeoKind>('store');
  const [locale, setLocale] = useState<Locale>('fr-be');
  const [missing, setMissing] = useState<Missing>('any');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const search = new URLSearchParams({ language: locale, page: String(page + 1), size: String(PAGE_SIZE) });
  if (missing !== 'all') search.set('missing', missing);
  if (q.trim()) search.set('q', q.trim());
  const records = useQuery({
    queryKey: ['seo', kind, search.toString()],
    queryFn: async () => {
      await renewIfDue();
      return (await apiFetch<{ count: number; results: SeoRecord[] }>(`/seo/${kind}/?${search.toString()}`)).json;
    },
  });
  const reset = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(0);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="SEO à compléter" />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Choice label="Type de page" value={kind} names={KIND_NAMES} onChange={reset(setKind)} />
          <Choice label="Langue du site" value={locale} names={LOCALE_NAMES} onChange={reset(setLocale)} />
          <Choice label="Texte manquant" value={missing} names={MISSING_NAMES} onChange={reset(setMissing)} />
          <TextField size="small" label="Nom ou slug contient" value={q} onChange={(event) => reset(setQ)(event.target.value)} />
        </Stack>
        <Typography component="h2" variant="h6" role="status">
          {records.data ? `${records.data.count} ${records.data.count > 1 ? 'enregistrements' : 'enregistrement'}` : 'Chargement…'}
        </Typography>
        {records.error ? <Alert severity="error">La liste n’a pas pu être lue : {records.error.message}</Alert> : null}
        <Box>
          {records.data?.results.map((record) => (
            <SeoRow key={`${kind}-${locale}-${record.id}`} kind={kind} locale={locale} record={record} onSaved={() => void records.refetch()} />
          ))}
        </Box>
        {records.data ? <Pager count={records.data.count} page={page} size={PAGE_SIZE} onPage={setPage} /> : null}
      </CardContent>
    </Card>
  );
}
