'use client';

import { AddItemButton, ArrayInput, AutocompleteInput, ReferenceInput, RemoveItemButton, SimpleFormIterator, TextInput } from 'react-admin';
import type { Locale } from '@/lib/locales';
import { BodyInput } from '../blog/BodyInput';

/**
 * A question's move and remove buttons always shown: react-admin hides them until the pointer
 * hovers the question, and a hidden button cannot take the keyboard's focus.
 */
const ACTIONS_SHOWN = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

/** An emptied text goes as '' (react-admin's default makes it null, which the API refuses for a text). */
const asTyped = (value: string) => value;

/**
 * One locale's page (SPEC §3 landing pages): name and address, headers, the descriptions above and
 * below the listings, the FAQ in the order shown, and the search-engine fields. A locale left
 * without a name is a locale the page does not exist in.
 */
export function LandingTexts({ locale, below }: { locale: Locale; below: 'below_description' | 'bottom_description' }) {
  const source = (field: string) => `translations.${locale}.${field}`;
  return (
    <>
      <TextInput source={source('name')} label="Nom" parse={asTyped} fullWidth />
      <TextInput source={source('slug')} label="Adresse (slug)" helperText="Lettres minuscules, chiffres et tirets, sous l’adresse du parent" parse={asTyped} fullWidth />
      <TextInput source={source('header_1')} label="Titre de la page (en-tête 1)" parse={asTyped} fullWidth />
      <TextInput source={source('header_2')} label="Sous-titre (en-tête 2)" parse={asTyped} fullWidth />
      <BodyInput source={source('top_description')} label="Texte du haut de page" />
      <BodyInput source={source(below)} label="Texte du bas de page" />
      <ArrayInput source={source('faq_items')} label="Questions fréquentes (FAQ)">
        {/* Buttons named for what they add or remove: "Ajouter" alone is the name of other buttons too. */}
        <SimpleFormIterator
          disableReordering={false}
          fullWidth
          sx={ACTIONS_SHOWN}
          addButton={<AddItemButton label="Ajouter une question" />}
          removeButton={<RemoveItemButton label="Retirer cette question" />}
        >
          <TextInput source="question" label="Question" parse={asTyped} fullWidth />
          <TextInput source="answer" label="Réponse" parse={asTyped} multiline minRows={2} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source={source('seo_title')} label="Titre SEO (balise title)" parse={asTyped} fullWidth />
      <TextInput source={source('meta_description')} label="Meta description" parse={asTyped} multiline fullWidth />
      <ReferenceInput source={source('seo_image_id')} reference="media">
        <AutocompleteInput label="Image de partage" optionText="name" filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
    </>
  );
}
