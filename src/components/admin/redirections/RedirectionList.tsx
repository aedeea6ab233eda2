'use client';

import { CreateButton, DatagridConfigurable, DateField, EditButton, List, SelectInput, TextField, TextInput, TopToolbar } from 'react-admin';
import { LOCALE_CHOICES } from '../locales';
import { SCROLLING_TABLE } from '../list-layout';

const filters = [
  <SelectInput key="language" source="language" label="Langue du site" choices={LOCALE_CHOICES} alwaysOn />,
  <TextInput key="q" source="q" label="Chemin contient" alwaysOn resettable />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

export function RedirectionList() {
  return (
    <List sx={SCROLLING_TABLE} filters={filters} filterDefaultValues={{ language: 'fr-be' }} actions={<Actions />} perPage={25}>
      <DatagridConfigurable rowClick="edit" bulkActionButtons={false}>
        <TextField source="from_path" label="Depuis" sortable={false} />
        <TextField source="to_path" label="Vers" sortable={false} />
        <TextField source="status_code" label="Code" sortable={false} />
        <DateField locales="fr-BE" source="updated_at" label="Modifiée le" showTime sortable={false} />
        <EditButton />
      </DatagridConfigurable>
    </List>
  );
}
