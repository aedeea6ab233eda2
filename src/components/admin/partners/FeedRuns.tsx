'use client';

import { Alert, Box, Card, CardContent, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { apiFetch } from '../api';
import { renewIfDue } from '../auth-provider';
import { Pager } from '../Pager';
import { TRIGGER_NAMES } from './choices';
import { dateTime, durationOf, FIGURE_COLUMNS, type FeedRunSummary } from './run-figures';
import { RunStatus } from './RunStatus';
import { RunNowButton } from './RunNowButton';

const PAGE_SIZE = 10;
/** While an import runs, its figures are read again this often. */
const POLL_MS = 2_000;

const COLUMNS = ['Début', 'Déclenché par', 'Statut', ...FIGURE_COLUMNS.map(([label]) => label), 'Durée', 'Détail'];

async function readRuns(partnerId: string, page: number) {
  await renewIfDue();
  const { json } = await apiFetch<{ count: number; results: FeedRunSummary[] }>(`/partners/${encodeURIComponent(partnerId)}/feed/runs/?page=${page + 1}&size=${PAGE_SIZE}`);
  return json;
}

/**
 * A partner's imports, newest first, with their figures, and the button that starts one. While
 * one runs the list is read again every few seconds, so its figures and its end show by themselves.
 */
export function FeedRuns({ partnerId }: { partnerId: string }) {
  const [page, setPage] = useState(0);
  const createPath = useCreatePath();
  const runs = useQuery({
    queryKey: ['partner_feed_runs', partnerId, page],
    queryFn: () => readRuns(partnerId, page),
    refetchInterval: (query) => (query.state.data?.results.some((run) => run.status === 'running') ? POLL_MS : false),
  });
  const running = runs.data?.results.find((run) => run.status === 'running');

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography component="h2" variant="h6">
            Imports du flux
          </Typography>
          <RunNowButton partnerId={partnerId} disabled={Boolean(running)} onStarted={() => setPage(0)} />
        </Stack>
        <Box role="status" aria-live="polite">
          {running ? (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2">
                Import en cours depuis {durationOf(running)} : {running.rowsRead} lignes lues.
              </Typography>
              <LinearProgress aria-label="Import en cours" />
            </Box>
          ) : null}
        </Box>
        {runs.error ? (
          <Alert severity="error">Les imports n’ont pas pu être lus : {runs.error.message}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>Les imports du partenaire, du plus récent au plus ancien</caption>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} component="th" scope="col">
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.data && runs.data.results.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>Aucun import pour l’instant.</TableCell>
                  </TableRow>
                ) : null}
                {runs.data?.results.map((run) => (
                  <TableRow key={run.id}>
                    <TableCell component="th" scope="row">
                      {dateTime(run.startedAt)}
                    </TableCell>
                    <TableCell>{TRIGGER_NAMES[run.trigger]}</TableCell>
                    <TableCell>
                      <RunStatus run={run} />
                    </TableCell>
                    {FIGURE_COLUMNS.map(([label, key]) => (
                      <TableCell key={label} align="right">
                        {run[key]}
                      </TableCell>
                    ))}
                    <TableCell>{durationOf(run)}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={createPath({ resource: 'feed_runs', id: run.id, type: 'show' })}>
                        Import n° {run.id}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {runs.data ? <Pager count={runs.data.count} page={page} size={PAGE_SIZE} onPage={setPage} /> : null}
      </CardContent>
    </Card>
  );
}
