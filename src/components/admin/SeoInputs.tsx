'use client';

import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import type { Locale } from '@/lib/locales';

/** A locale's SEO fields as every form edits them: title, meta description and, where the record has one, its sharing image. */
export function SeoInputs({ locale, image = false }: { locale: Locale; image?: boolean }) {
  return (
    <>
      <TextInput source={`translations.${locale}.seo_title`} label="Titre SEO (balise title)" fullWidth />
      <TextInput source={`translations.${locale}.meta_description`} label="Meta description" multiline fullWidth />
      {image ? (
        <ReferenceInput source={`translations.${locale}.seo_image_id`} reference="media">
          <AutocompleteInput label="Image de partage" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      ) : null}
    </>
  );
}
