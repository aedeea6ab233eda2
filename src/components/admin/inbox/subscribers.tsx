'use client';

import DownloadIcon from '@mui/icons-material/Download';
import PolicyIcon from '@mui/icons-material/Policy';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { useState } from 'react';
import {
  Button,
  DatagridConfigurable,
  DateField,
  FilterButton,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useNotify,
} from 'react-admin';
import { fetchFile, saveFile } from '../download';
import { LOCALE_CHOICES } from '../locales';
import type { AdminResource } from '../admin-resource';
import { SCROLLING_TABLE } from '../list-layout';

const STATUS_CHOICES = [
  { id: 'pending', name: 'En attente de confirmation' },
  { id: 'active', name: 'Inscrit' },
  { id: 'unsubscribed', name: 'Désinscrit' },
];

const filters = [
  <TextInput key="q" source="q" label="Adresse contient" alwaysOn resettable />,
  <SelectInput key="language" source="language" label="Site" choices={LOCALE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Statut" choices={STATUS_CHOICES} alwaysOn />,
];

/** The subscriptions the filters select, as CSV, from the API's streamed export (every row, not this page). */
function ExportCsvButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams(Object.entries(filterValues as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
      const { blob, fileName } = await fetchFile(`/admin/newsletter_subscribers.csv${query.size > 0 ? `?${query}` : ''}`);
      saveFile(blob, fileName ?? 'newsletter-subscribers.csv');
    } catch (error) {
      notify(`Export impossible : ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="Exporter en CSV" onClick={exportCsv} disabled={busy} startIcon={<DownloadIcon />} />;
}

function SubscriberList() {
  return (
    <List
      sx={SCROLLING_TABLE}
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <TextField source="email" label="Adresse" sortable={false} />
        <TextField source="locale" label="Site" sortable={false} />
        <SelectField source="status" label="Statut" choices={STATUS_CHOICES} sortable={false} />
        <DateField locales="fr-BE" source="created_at" label="Inscrit le" showTime sortable={false} />
        <DateField locales="fr-BE" source="confirmed_at" label="Confirmé le" showTime sortable={false} emptyText="—" />
        <DateField locales="fr-BE" source="unsubscribed_at" label="Désinscrit le" showTime sortable={false} emptyText="—" />
      </DatagridConfigurable>
    </List>
  );
}

function ConsentRecordList() {
  return (
    <List sx={SCROLLING_TABLE} exporter={false} perPage={100}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <DateField locales="fr-BE" source="recorded_at" label="Enregistré le" showTime sortable={false} />
        <TextField source="locale" label="Site" sortable={false} />
        <TextField source="consent_key" label="Clé de consentement" sortable={false} />
        <TextField source="revision" label="Version de la politique" sortable={false} />
        <FunctionField label="Catégories acceptées" render={(record: { categories: string[] }) => record.categories.join(', ')} />
      </DatagridConfigurable>
    </List>
  );
}

export const newsletterSubscribers: AdminResource = {
  name: 'newsletter_subscribers',
  options: { label: 'Abonnés à la newsletter' },
  icon: NewspaperIcon,
  api: { read: '/admin/newsletter_subscribers/' },
  list: SubscriberList,
};

/** Proof of each consent choice, kept as made: read only. */
export const consentRecords: AdminResource = {
  name: 'consent_records',
  options: { label: 'Consentements' },
  icon: PolicyIcon,
  api: { read: '/consent/' },
  list: ConsentRecordList,
};
