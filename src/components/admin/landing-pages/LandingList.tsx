'use client';

import { Box } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  EditButton,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { choiceName } from '../choice-name';
import { SCROLLING_TABLE } from '../list-layout';
import { MissingLocalesField } from '../locales';

type Row = { name: string; level: number };

/** A node's name set in by its depth, so the list reads as the tree it is in. */
function TreeNameField(_props: { source: string; label: string }) {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <Box component="span" sx={{ display: 'inline-block', pl: (row.level - 1) * 2.5 }}>
      {/* The level column says it in words; the mark is for the eye only. */}
      {row.level > 1 ? <span aria-hidden="true">└ </span> : null}
      {row.name}
    </Box>
  );
}

/**
 * Every category or destination in the order of the tree (each after its parent, siblings by
 * position), with its level, its parent and the locales it lacks; searched by words of a name or
 * slug in any locale, filtered by level or parent.
 */
export function LandingList({ levels, parentLabel }: { levels: { id: number; name: string }[]; parentLabel: string }) {
  const resource = useResourceContext();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Nom ou adresse" />,
    <SelectInput key="level" source="level" label="Niveau" choices={levels} alwaysOn />,
    <ReferenceInput key="parent" source="parent_id" reference={resource ?? ''} perPage={25}>
      <AutocompleteInput label={parentLabel} optionText={choiceName} filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'tree', order: 'ASC' }}
      perPage={50}
      exporter={false}
      sx={SCROLLING_TABLE}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TreeNameField source="name" label="Nom" />
        <SelectField source="level" label="Niveau" choices={levels} sortable={false} />
        <TextField source="parent" label={parentLabel} sortable={false} emptyText="—" />
        <TextField source="slug" label="Adresse" sortable={false} />
        <MissingLocalesField label="Traductions" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
