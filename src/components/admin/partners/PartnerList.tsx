'use client';

import { CreateButton, Datagrid, EditButton, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import type { FeedFormat, FeedMode } from '@/lib/feed-mapping';
import { SCROLLING_TABLE } from '../list-layout';
import { FORMAT_NAMES, MODE_SHORT_NAMES } from './choices';
import { RunStatus } from './RunStatus';
import { dateTime, durationOf, type FeedRunSummary } from './run-figures';

type PartnerRow = {
  id: number;
  name: string;
  feed_format: FeedFormat | null;
  feed_mode: FeedMode;
  has_feed_url: boolean;
  schedule: string | null;
  feed_enabled: boolean;
  last_run: FeedRunSummary | null;
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Nom ou slug" />];

function schedule(row: PartnerRow): string {
  if (!row.schedule) return 'À la demande';
  return row.feed_enabled ? row.schedule : `${row.schedule} (en pause)`;
}

function lastRun(row: PartnerRow) {
  const run = row.last_run;
  if (!run) return 'Jamais importé';
  return (
    <>
      <RunStatus run={run} /> {dateTime(run.startedAt)} ({durationOf(run)})
    </>
  );
}

function figures(row: PartnerRow): string {
  const run = row.last_run;
  if (!run) return '—';
  return `${run.rowsRead} lues · ${run.inserted} créées · ${run.updated} mises à jour · ${run.rejected} rejetées`;
}

export function PartnerList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      sx={SCROLLING_TABLE}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Nom" />
        <FunctionField<PartnerRow> label="Format" render={(row) => (row.feed_format ? FORMAT_NAMES[row.feed_format] : 'Selon le fichier')} />
        <FunctionField<PartnerRow> label="Mode" render={(row) => MODE_SHORT_NAMES[row.feed_mode]} />
        <FunctionField<PartnerRow> label="Planification (UTC)" render={schedule} />
        <FunctionField<PartnerRow> label="Dernier import" render={lastRun} />
        <FunctionField<PartnerRow> label="Chiffres du dernier import" render={figures} />
        <EditButton />
      </Datagrid>
    </List>
  );
}
