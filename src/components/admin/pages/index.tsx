'use client';

import WebIcon from '@mui/icons-material/Web';
import { Datagrid, DateField, Edit, EditButton, FunctionField, List, SelectInput, TextField, type RaRecord } from 'react-admin';
import type { Locale } from '@/lib/locales';
import { SCROLLING_TABLE } from '../list-layout';
import { LOCALE_CHOICES, MissingLocalesField } from '../locales';
import type { AdminResource } from '../admin-resource';
import { PageForm } from './PageForm';
import { type PageTranslation, savePage } from './save-page';

const PAGE_NAMES: Record<string, string> = {
  home_page: 'Accueil',
  blog_page: 'Blog',
  about_us_page: 'À propos',
  conditions_page: 'Conditions générales',
  contact_us_page: 'Contact',
  cookie_policy_page: 'Politique des cookies',
  faq_page: 'FAQ',
  html_sitemap_page: 'Plan du site',
  mentions_legales_page: 'Mentions légales',
  privacy_policy_page: 'Vie privée',
  not_found_page: 'Page introuvable (404)',
  search_page: 'Recherche',
  comparator_page: 'Comparateur',
};

const filters = [<SelectInput key="language" source="language" label="Langue du site" choices={LOCALE_CHOICES} alwaysOn />];

function PageList() {
  return (
    <List filters={filters} filterDefaultValues={{ language: 'fr-be' }} perPage={25} exporter={false} sx={SCROLLING_TABLE}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<{ key: string }> label="Page" render={(page) => PAGE_NAMES[page.key] ?? page.key} />
        <TextField source="title" label="Titre" sortable={false} />
        <TextField source="path" label="Adresse" sortable={false} />
        <MissingLocalesField label="Traductions" />
        <DateField locales="fr-BE" source="updated_at" label="Modifiée le" showTime sortable={false} emptyText="—" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

type Translations = Partial<Record<Locale, Omit<PageTranslation, 'blocks'> & { blocks?: unknown }>>;

/** Blocks as JSON text in the form, an object in the API. */
function blocksAsText(page: RaRecord): RaRecord {
  const translations = (page.translations ?? {}) as Translations;
  const asText = Object.fromEntries(
    Object.entries(translations).map(([locale, translation]) => [locale, { ...translation, blocks: JSON.stringify(translation?.blocks ?? {}, null, 2) }]),
  );
  return { ...page, translations: asText };
}

function blocksAsObjects(data: RaRecord): RaRecord {
  const translations = (data.translations ?? {}) as Translations;
  const parsed = Object.fromEntries(
    Object.entries(translations).map(([locale, translation]) => {
      const text = translation?.blocks;
      return [locale, { ...translation, blocks: typeof text === 'string' && text.trim() !== '' ? (JSON.parse(text) as Record<string, unknown>) : {} }];
    }),
  );
  return { ...data, translations: parsed };
}

export const pages: AdminResource = {
  name: 'pages',
  options: { label: 'Pages' },
  icon: WebIcon,
  recordRepresentation: (page: RaRecord) => PAGE_NAMES[String(page.key)] ?? String(page.key),
  api: {
    read: '/admin/pages/',
    localized: true,
    save: (call, id, data, previousData) => savePage(call, id, blocksAsObjects(data as RaRecord), blocksAsObjects(previousData as RaRecord)),
  },
  list: PageList,
  edit: () => (
    <Edit mutationMode="pessimistic" queryOptions={{ select: blocksAsText }}>
      <PageForm />
    </Edit>
  ),
};
