'use client';

import { Box, Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Form, HttpError, RecordContextProvider, ResourceContextProvider, SaveButton, TextInput, useNotify } from 'react-admin';
import type { Locale } from '@/lib/locales';
import { apiFetch } from '../api';
import { renewIfDue } from '../auth-provider';
import { KeepDraft } from '../drafts/KeepDraft';
import { forgetDraft, draftKey } from '../drafts/store';
import { publicAddress } from '../ViewOnSite';

export type SeoKind = 'store' | 'promotion_category' | 'blog_post_category' | 'blog_post';
export type SeoRecord = { id: number; name: string; slug: string; seo_title: string; meta_description: string; path: string | null };

const asText = (value: string | null) => value ?? '';

/**
 * One record's SEO texts, edited where it is listed: a small form of its own, kept as a draft
 * while unsaved, saved with PATCH /api/seo/{kind}/{id}/; the API's 422 shows on the field.
 */
export function SeoRow({ kind, locale, record, onSaved }: { kind: SeoKind; locale: Locale; record: SeoRecord; onSaved: () => void }) {
  const notify = useNotify();
  const resource = `seo_${kind}_${locale}`;
  const save = async (values: Record<string, unknown>) => {
    try {
      await renewIfDue();
      await apiFetch(`/seo/${kind}/${record.id}/?language=${locale}`, {
        method: 'PATCH',
        body: JSON.stringify({ seo_title: asText(values.seo_title as string | null), meta_description: asText(values.meta_description as string | null) }),
      });
      forgetDraft(draftKey(resource, record.id));
      notify(`SEO de « ${record.name} » enregistré`, { type: 'success' });
      onSaved();
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
      notify(`Non enregistré : ${(error as Error).message}`, { type: 'error' });
      return errors;
    }
  };
  return (
    <ResourceContextProvider value={resource}>
      <RecordContextProvider value={record}>
        <Box component="section" aria-label={record.name} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {record.name}
            </Typography>
            {record.path ? (
              <Link href={publicAddress(locale, record.path)} target="_blank" rel="noopener">
                {record.path} <OpenInNewIcon fontSize="inherit" aria-label="(nouvel onglet)" />
              </Link>
            ) : null}
          </Stack>
          <Form record={record} onSubmit={save}>
            <KeepDraft />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ alignItems: { md: 'flex-start' } }}>
              <TextInput source="seo_title" label={`Titre SEO de « ${record.name} »`} parse={asText} sx={{ flex: 1 }} />
              <TextInput source="meta_description" label={`Meta description de « ${record.name} »`} parse={asText} multiline sx={{ flex: 2 }} />
              <SaveButton label="Enregistrer" sx={{ mt: { md: 1 } }} />
            </Stack>
          </Form>
        </Box>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}
