'use client';

import HistoryIcon from '@mui/icons-material/History';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, DatagridConfigurable, DateField, List, NumberInput, SelectField, TextField, useRecordContext } from 'react-admin';
import type { AuditChange } from '@/lib/audit-log';
import { apiFetch } from '../api';
import type { AdminResource } from '../admin-resource';
import { SCROLLING_TABLE } from '../list-layout';

type Facets = { editors: string[]; entity_types: string[] };

const ACTION_CHOICES = [
  { id: 'create', name: 'Création' },
  { id: 'update', name: 'Modification' },
  { id: 'delete', name: 'Suppression' },
];

const shown = (value: unknown) => (value === null ? '∅' : typeof value === 'string' ? value : JSON.stringify(value));

/** Before → after; a create has no before, a delete no after, and a long value is kept by name only. */
const values = (change: AuditChange) =>
  [...('old' in change ? [shown(change.old)] : []), ...('new' in change ? [shown(change.new)] : [])].join(' → ');

/** The fields a write changed, with their values before and after when the log kept them. */
function Changes(_props: { label?: string }) {
  const record = useRecordContext<{ changes: AuditChange[] }>();
  if (!record || record.changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 520, overflowWrap: 'anywhere' }}>
      {record.changes.map((change) => (
        <li key={change.field}>
          <code>{change.field}</code>
          {values(change) ? ` : ${values(change)}` : null}
        </li>
      ))}
    </Box>
  );
}

/** Filters whose choices are the editors and kinds the log holds (GET /api/admin/audit_log/facets/). */
function useFilters() {
  const facets = useQuery({ queryKey: ['audit-log-facets'], queryFn: async () => (await apiFetch<Facets>('/admin/audit_log/facets/')).json });
  const choices = (values: string[] | undefined) => (values ?? []).map((value) => ({ id: value, name: value }));
  return [
    <AutocompleteInput key="editor" source="editor" label="Rédacteur" choices={choices(facets.data?.editors)} alwaysOn sx={{ minWidth: 200 }} />,
    <AutocompleteInput key="entity_type" source="entity_type" label="Type de contenu" choices={choices(facets.data?.entity_types)} alwaysOn sx={{ minWidth: 200 }} />,
    <NumberInput key="entity_id" source="entity_id" label="N° du contenu" min={1} />,
  ];
}

function AuditLogList() {
  return (
    <List sx={SCROLLING_TABLE} filters={useFilters()} perPage={50} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <DateField locales="fr-BE" source="at" label="Quand" showTime sortable={false} />
        <TextField source="username" label="Rédacteur" sortable={false} />
        <SelectField source="action" label="Action" choices={ACTION_CHOICES} sortable={false} />
        <TextField source="entity_type" label="Type" sortable={false} />
        <TextField source="entity_id" label="N°" sortable={false} emptyText="—" />
        <TextField source="locale" label="Langue" sortable={false} emptyText="—" />
        <Changes label="Champs modifiés" />
      </DatagridConfigurable>
    </List>
  );
}

export const auditLog: AdminResource = {
  name: 'audit_log',
  options: { label: 'Journal des modifications' },
  icon: HistoryIcon,
  api: { read: '/audit_log/' },
  list: AuditLogList,
};
