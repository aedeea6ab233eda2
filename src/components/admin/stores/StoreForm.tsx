'use client';

import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  required,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { LOCALES } from '@/lib/locales';
import { LOCALE_NAMES } from '../locales';
import { SeoInputs } from '../SeoInputs';
import { ViewOnSite } from '../ViewOnSite';
import { KeepDraft } from '../drafts/KeepDraft';

/**
 * A store's settings, then one tab per locale with its name, address (slug), texts and SEO fields.
 * A locale left without a name is a locale the store has no page in.
 */
export function StoreForm({ edit = false }: { edit?: boolean }) {
  return (
    <TabbedForm warnWhenUnsavedChanges>
      <TabbedForm.Tab label="Boutique">
        <KeepDraft />
        {edit ? <ViewOnSite path={(translation) => `/${String(translation.slug)}`} /> : null}
        <TextInput source="website" label="Site du marchand" type="url" validate={required()} fullWidth />
        <NumberInput source="icon_id" label="Logo (n° de l’image)" min={1} />
        <ReferenceArrayInput source="category_ids" reference="categories">
          <AutocompleteArrayInput label="Catégories" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="related_store_ids" reference="stores">
          <AutocompleteArrayInput label="Boutiques liées" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
        <NumberInput source="position" label="Position" min={0} defaultValue={0} />
        <BooleanInput source="in_menu" label="Dans le menu" />
        <BooleanInput source="is_top" label="Boutique en vue" />
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <TextInput source={`translations.${locale}.name`} label="Nom" fullWidth />
          <TextInput source={`translations.${locale}.slug`} label="Adresse (slug)" helperText="Lettres minuscules, chiffres et tirets : /mon-magasin" fullWidth />
          <TextInput source={`translations.${locale}.description`} label="Description (HTML)" multiline minRows={4} fullWidth />
          <ArrayInput source={`translations.${locale}.reasons`} label="Raisons d’y acheter">
            <SimpleFormIterator inline disableReordering={false}>
              <TextInput source="" label="Raison" fullWidth />
            </SimpleFormIterator>
          </ArrayInput>
          <SeoInputs locale={locale} />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
