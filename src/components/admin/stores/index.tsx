'use client';

import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  EditButton,
  ExportButton,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { SCROLLING_TABLE } from '../list-layout';
import { MissingLocalesField } from '../locales';
import type { AdminResource } from '../admin-resource';
import { translationsToSend } from '../translations';
import { StoreForm } from './StoreForm';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nom ou adresse" />,
  <BooleanInput key="idle" source="without_active_promotion" label="Sans promotion active" />,
];

function StoreList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      sx={SCROLLING_TABLE}
      actions={
        <TopToolbar>
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Nom" />
        <TextField source="slug" label="Adresse" sortable={false} />
        <NumberField source="active_promotions" label="Promotions actives" sortable={false} />
        <BooleanField source="in_menu" label="Menu" sortable={false} />
        <MissingLocalesField label="Traductions" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

const toSend = translationsToSend('name');

export const stores: AdminResource = {
  name: 'stores',
  options: { label: 'Boutiques' },
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  api: { read: '/admin/stores/', write: '/stores/', update: 'PUT', orderings: ['name', 'updated_at', 'id'] },
  list: StoreList,
  edit: () => (
    <Edit mutationMode="pessimistic" transform={toSend}>
      <StoreForm edit />
    </Edit>
  ),
  create: () => (
    <Create redirect="edit" transform={toSend}>
      <StoreForm />
    </Create>
  ),
};
