'use client';

import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { choiceName } from '../choice-name';

const byWords = (q: string) => ({ q });

/** Other pages picked to show on this one, in the order chosen: categories, destinations, stores or posts. */
export function RelatedInput({ source, reference, label }: { source: string; reference: 'categories' | 'destinations' | 'stores' | 'posts'; label: string }) {
  return (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput label={label} optionText={choiceName} filterToQuery={byWords} fullWidth />
    </ReferenceArrayInput>
  );
}

/** The category a page points to, beside its own content. */
export function RelatedCategoryInput() {
  return (
    <ReferenceInput source="related_category_id" reference="categories">
      <AutocompleteInput label="Catégorie liée" optionText={choiceName} filterToQuery={byWords} fullWidth />
    </ReferenceInput>
  );
}

/** An image of the media library: a banner, an icon. */
export function ImageInput({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="media">
      <AutocompleteInput label={label} optionText="name" filterToQuery={byWords} />
    </ReferenceInput>
  );
}
