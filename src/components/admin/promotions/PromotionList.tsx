'use client';

import {
  AutocompleteInput,
  BulkDeleteButton,
  CreateButton,
  DateField,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { BULK_BAR_OVER_ACTIONS, SCROLLING_TABLE } from '../list-layout';
import { MissingLocalesField } from '../locales';
import { SelectableDatagrid } from '../SelectableDatagrid';
import { STATUS_CHOICES, TYPE_CHOICES } from './choices';
import { EndNowButton } from './EndNowButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Titre ou code" />,
  <ReferenceInput key="store" source="store_id" reference="stores" alwaysOn>
    <AutocompleteInput label="Boutique" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="Statut" choices={STATUS_CHOICES} alwaysOn />,
  <NullableBooleanInput key="ending" source="ending_within_days" label="Se termine dans les 7 jours" format={(v) => (v ? true : null)} parse={(v) => (v ? 7 : undefined)} />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

const BulkActions = () => (
  <>
    <EndNowButton />
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle="Supprimer ces promotions ?"
      confirmContent="Elles disparaissent du site et d’ici, avec leurs chiffres. Pour les retirer du site seulement, terminez-les."
    />
  </>
);

export function PromotionList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25} sx={{ ...SCROLLING_TABLE, ...BULK_BAR_OVER_ACTIONS }}>
      <SelectableDatagrid bulkActionButtons={<BulkActions />}>
        <TextField source="title" label="Titre" sortable={false} />
        <TextField source="store_name" label="Boutique" sortable={false} />
        <SelectField source="type" label="Type" choices={TYPE_CHOICES} sortable={false} />
        <TextField source="code" label="Code" sortable={false} />
        <SelectField source="status" label="Statut" choices={STATUS_CHOICES} sortable={false} />
        <DateField source="starts_at" label="Date de début" showTime locales="fr-BE" />
        <DateField source="ends_at" label="Date de fin" showTime locales="fr-BE" emptyText="—" />
        <MissingLocalesField label="Traductions" />
        <EditButton />
      </SelectableDatagrid>
    </List>
  );
}
