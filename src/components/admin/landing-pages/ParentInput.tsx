'use client';

import { AutocompleteInput, Labeled, ReferenceField, ReferenceInput, useResourceContext } from 'react-admin';
import { choiceName } from '../choice-name';

/**
 * Where a node sits in the tree. Chosen when it is created (its level and address follow from it:
 * only the first two levels take children); it stays afterwards, so an edit shows it.
 */
export function ParentInput({ edit, label, topLevel }: { edit: boolean; label: string; topLevel: string }) {
  const resource = useResourceContext() ?? '';
  if (edit) {
    return (
      <Labeled label={label}>
        <ReferenceField source="parent_id" reference={resource} link="edit" emptyText={`— (${topLevel})`} />
      </Labeled>
    );
  }
  return (
    <ReferenceInput source="parent_id" reference={resource} filter={{ level: [1, 2] }}>
      <AutocompleteInput label={label} helperText={`Vide : ${topLevel}`} optionText={choiceName} filterToQuery={(q: string) => ({ q })} fullWidth />
    </ReferenceInput>
  );
}
