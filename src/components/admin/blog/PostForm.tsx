'use client';

import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateTimeInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { LOCALES } from '@/lib/locales';
import { LOCALE_NAMES } from '../locales';
import { SeoInputs } from '../SeoInputs';
import { ScrollingTabs } from './ScrollingTabs';
import { BodyInput } from './BodyInput';
import { PostOnSite } from './PostOnSite';
import { KeepDraft } from '../drafts/KeepDraft';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === '' ? undefined : value);

/**
 * A post's settings, then one tab per locale with its title, address, body and SEO fields. A locale
 * left without a title is a locale the post is not published in; a date to come schedules it.
 */
export function PostForm({ edit = false }: { edit?: boolean }) {
  return (
    <TabbedForm warnWhenUnsavedChanges tabs={<ScrollingTabs />}>
      <TabbedForm.Tab label="Article">
        <KeepDraft />
        {edit ? <PostOnSite /> : null}
        {/* The blog has a few categories: all of them are offered, which the public list pages by 100. */}
        <ReferenceInput source="blog_category_id" reference="blog_categories" perPage={100}>
          <SelectInput label="Catégorie du blog" optionText="name" validate={required()} />
        </ReferenceInput>
        <TextInput source="author" label="Auteur" />
        <DateTimeInput source="published_at" label="Publication (vide : maintenant)" parse={iso} helperText="Une date à venir programme l’article" />
        <ReferenceInput source="image_id" reference="media">
          <AutocompleteInput label="Image de couverture" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <ReferenceArrayInput source="similar_store_ids" reference="stores">
          <AutocompleteArrayInput label="Boutiques affichées à côté" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <TextInput source={`translations.${locale}.title`} label="Titre" fullWidth />
          <TextInput source={`translations.${locale}.slug`} label="Adresse (slug)" helperText="Lettres minuscules, chiffres et tirets : /blog/categorie/mon-article" fullWidth />
          <TextInput source={`translations.${locale}.excerpt`} label="Chapeau" multiline fullWidth />
          <BodyInput source={`translations.${locale}.content`} label="Texte" />
          <SeoInputs locale={locale} image />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
