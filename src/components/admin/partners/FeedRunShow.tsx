'use client';

import { Alert, Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show, SimpleShowLayout, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MODE_SHORT_NAMES, STATUS_NAMES, TRIGGER_NAMES } from './choices';
import { dateTime, durationOf, FIGURE_COLUMNS, type FeedRun } from './run-figures';

function BackToPartner() {
  const run = useRecordContext<FeedRun>();
  const createPath = useCreatePath();
  if (!run) return null;
  return (
    <TopToolbar>
      <Link component={RouterLink} to={createPath({ resource: 'partners', id: run.partner.id, type: 'edit' })}>
        Retour à {run.partner.name}
      </Link>
    </TopToolbar>
  );
}

function RunTitle() {
  const run = useRecordContext<FeedRun>();
  return <>{run ? `Import n° ${run.id} de ${run.partner.name}` : 'Import'}</>;
}

function Figures() {
  const run = useRecordContext<FeedRun>();
  if (!run) return null;
  const facts: [string, string | number][] = [
    ['Statut', STATUS_NAMES[run.status]],
    ['Déclenché par', TRIGGER_NAMES[run.trigger]],
    ['Mode', MODE_SHORT_NAMES[run.mode]],
    ['Source', run.source],
    ['Début', dateTime(run.startedAt)],
    ['Fin', dateTime(run.finishedAt)],
    ['Durée', durationOf(run)],
    ...FIGURE_COLUMNS.map(([label, key]) => [label, run[key]] as [string, number]),
  ];
  return (
    <Box>
      {run.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          L’import a échoué : {run.error}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Rejections() {
  const run = useRecordContext<FeedRun>();
  if (!run) return null;
  return (
    <Box>
      <Typography component="h2" variant="h6" gutterBottom>
        Lignes rejetées
      </Typography>
      {run.rejected > run.rejections.length ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Les {run.rejections.length} premières sur {run.rejected}, dans l’ordre du flux.
        </Typography>
      ) : null}
      {/* Focusable: a keyboard scrolls it sideways on a narrow screen. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Lignes rejetées">
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>Chaque ligne refusée du flux et pourquoi</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Ligne
              </TableCell>
              <TableCell component="th" scope="col">
                Champ
              </TableCell>
              <TableCell component="th" scope="col">
                Raison
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.rejections.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>Aucune ligne rejetée.</TableCell>
              </TableRow>
            ) : (
              run.rejections.map((rejection, index) => (
                <TableRow key={`${rejection.line}-${index}`}>
                  <TableCell component="th" scope="row">
                    {rejection.line}
                  </TableCell>
                  <TableCell>{rejection.field ?? '—'}</TableCell>
                  <TableCell>{rejection.reason}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** One import: how it went, its figures, and the rows it refused with their reasons. Read again while it runs. */
export function FeedRunShow() {
  return (
    <Show
      title={<RunTitle />}
      actions={<BackToPartner />}
      queryOptions={{ refetchInterval: (query) => ((query.state.data as FeedRun | undefined)?.status === 'running' ? 2_000 : false) }}
    >
      <SimpleShowLayout>
        <Figures />
        <Rejections />
      </SimpleShowLayout>
    </Show>
  );
}
