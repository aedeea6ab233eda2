'use client';

import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TabbedForm, TextInput } from 'react-admin';
import { LOCALES } from '@/lib/locales';
import { LOCALE_NAMES } from '../locales';
import { SeoInputs } from '../SeoInputs';
import { ScrollingTabs } from './ScrollingTabs';
import { BodyInput } from './BodyInput';
import { KeepDraft } from '../drafts/KeepDraft';

/** A new blog category: its place on the blog home, then a tab per locale; a locale left without a name has no page. */
export function BlogCategoryForm() {
  return (
    <TabbedForm tabs={<ScrollingTabs />}>
      <TabbedForm.Tab label="Catégorie">
        <KeepDraft />
        <BooleanInput source="is_featured" label="À la une sur l’accueil du blog" />
        <NumberInput source="position" label="Position" min={0} defaultValue={0} />
        <ReferenceInput source="image_id" reference="media">
          <AutocompleteInput label="Image" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <TextInput source={`translations.${locale}.name`} label="Nom" fullWidth />
          <TextInput source={`translations.${locale}.slug`} label="Adresse (slug)" helperText="/blog/ma-categorie" fullWidth />
          <BodyInput source={`translations.${locale}.description`} label="Description" />
          <SeoInputs locale={locale} />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
