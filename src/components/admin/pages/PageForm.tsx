'use client';

import { AutocompleteInput, ReferenceInput, TabbedForm, TextInput, useRecordContext } from 'react-admin';
import { LOCALES, type Locale } from '@/lib/locales';
import { BodyInput } from '../blog/BodyInput';
import { ScrollingTabs } from '../blog/ScrollingTabs';
import { KeepDraft } from '../drafts/KeepDraft';
import { LOCALE_NAMES } from '../locales';
import { SeoInputs } from '../SeoInputs';
import { SiteLinks } from '../ViewOnSite';

type PageRecord = { paths?: Partial<Record<Locale, string>>; translations?: Partial<Record<Locale, unknown>> };

/** The page's public address in each locale it has content in. */
function PageOnSite() {
  const page = useRecordContext<PageRecord>();
  const links = LOCALES.flatMap((locale) => (page?.translations?.[locale] && page.paths?.[locale] ? [{ locale, path: page.paths[locale] }] : []));
  return <SiteLinks links={links} />;
}

/** Blocks are edited as JSON text; the form keeps the text, the save sends the object. */
function jsonObject(value: unknown) {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? undefined : 'Un objet JSON : { "clé": valeur }';
  } catch {
    return 'JSON invalide';
  }
}

/**
 * A page (home, blog or static page) by key: its banner, then one tab per locale with its texts,
 * structured blocks and SEO fields. A locale left without a title keeps having no content.
 */
export function PageForm() {
  return (
    <TabbedForm warnWhenUnsavedChanges tabs={<ScrollingTabs />}>
      <TabbedForm.Tab label="Page">
        <KeepDraft />
        <PageOnSite />
        <TextInput source="key" label="Clé de la page" readOnly />
        <ReferenceInput source="banner_id" reference="media">
          <AutocompleteInput label="Bannière" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <TextInput source={`translations.${locale}.title`} label="Titre" fullWidth />
          <TextInput source={`translations.${locale}.header_1`} label="Titre principal (h1)" fullWidth />
          <TextInput source={`translations.${locale}.header_2`} label="Sous-titre" fullWidth />
          <BodyInput source={`translations.${locale}.content`} label="Texte" />
          <TextInput
            source={`translations.${locale}.blocks`}
            label="Blocs structurés (JSON)"
            helperText="Questions de la FAQ, textes de l’accueil… : du texte seulement, affiché tel quel"
            validate={jsonObject}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <SeoInputs locale={locale} image />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
