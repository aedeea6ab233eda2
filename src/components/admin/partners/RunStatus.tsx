'use client';

import { Chip } from '@mui/material';
import { STATUS_NAMES } from './choices';
import type { FeedRunSummary } from './run-figures';

/** Failed in red, running in blue: the colour repeats the word, never replaces it. */
export function RunStatus({ run }: { run: Pick<FeedRunSummary, 'status'> }) {
  const color = run.status === 'failed' ? 'error' : run.status === 'running' ? 'info' : 'success';
  return <Chip size="small" variant="outlined" color={color} label={STATUS_NAMES[run.status]} />;
}
