'use client';

import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  AutocompleteArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { LOCALES } from '@/lib/locales';
import { LOCALE_NAMES } from '../locales';
import { PromotionOnSite } from '../ViewOnSite';
import { TYPE_CHOICES } from './choices';
import { KeepDraft } from '../drafts/KeepDraft';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === '' ? null : value);

/**
 * A promotion's fields, then one tab per locale: a locale left without a title is a locale the
 * promotion is not shown in. The API's field errors show on the fields (src/components/admin/api.ts).
 */
export function PromotionForm({ edit = false }: { edit?: boolean }) {
  return (
    <TabbedForm warnWhenUnsavedChanges>
      <TabbedForm.Tab label="Promotion">
        <KeepDraft />
        {edit ? <PromotionOnSite /> : null}
        <ReferenceInput source="store_id" reference="stores">
          <AutocompleteInput label="Boutique" optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
        </ReferenceInput>
        <SelectInput source="type" label="Type" choices={TYPE_CHOICES} validate={required()} defaultValue="coupon" />
        <FormDataConsumer>
          {({ formData }) =>
            formData.type === 'coupon' ? <TextInput source="code" label="Code" validate={required()} helperText="Le code que le visiteur copie" /> : null
          }
        </FormDataConsumer>
        <TextInput source="link" label="Lien vers le marchand" type="url" validate={required()} fullWidth />
        <DateTimeInput source="starts_at" label="Début" parse={iso} />
        <DateTimeInput source="ends_at" label="Fin (vide : sans fin)" parse={iso} />
        <ReferenceArrayInput source="category_ids" reference="categories">
          <AutocompleteArrayInput label="Catégories" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceArrayInput>
        <ReferenceInput source="slider_image_id" reference="media">
          <AutocompleteInput label="Image du carrousel" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <NumberInput source="position" label="Position" min={0} defaultValue={0} />
        <BooleanInput source="is_exclusive" label="Exclusivité" />
        <BooleanInput source="in_slider" label="Dans le carrousel" />
        <BooleanInput source="on_homepage" label="Sur la page d’accueil" />
        <BooleanInput source="is_deal_of_month" label="Offre du mois" />
      </TabbedForm.Tab>
      {LOCALES.map((locale) => (
        <TabbedForm.Tab key={locale} label={LOCALE_NAMES[locale]} path={locale}>
          <TextInput source={`translations.${locale}.title`} label="Titre" fullWidth />
          <TextInput source={`translations.${locale}.offer`} label="Offre mise en avant (ex. -20 %)" />
          <TextInput source={`translations.${locale}.description`} label="Description" multiline fullWidth />
          <TextInput source={`translations.${locale}.condition`} label="Conditions" multiline fullWidth />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
