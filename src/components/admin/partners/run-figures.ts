import type { FeedRunStatus, FeedRunTrigger, FeedMode } from '@/lib/feed-mapping';

/** An import as the API lists it (FeedRunSummary); dates arrive as ISO strings. */
export type FeedRunSummary = {
  id: number;
  partner: { id: number; slug: string; name: string };
  source: string;
  mode: FeedMode;
  trigger: FeedRunTrigger;
  status: FeedRunStatus;
  startedAt: string;
  finishedAt: string | null;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  ended: number;
  rejected: number;
  error: string | null;
};

export type FeedRun = FeedRunSummary & { rejections: { line: number; field: string | null; reason: string }[] };

type Figure = 'rowsRead' | 'inserted' | 'updated' | 'unchanged' | 'ended' | 'rejected';

/** An import's figures, in the order they are shown. */
export const FIGURE_COLUMNS: [string, Figure][] = [
  ['Lignes lues', 'rowsRead'],
  ['Créées', 'inserted'],
  ['Mises à jour', 'updated'],
  ['Inchangées', 'unchanged'],
  ['Terminées', 'ended'],
  ['Rejetées', 'rejected'],
];

/** How long an import took (or has taken so far, while it runs), as an editor reads it. */
export function durationOf(run: Pick<FeedRunSummary, 'startedAt' | 'finishedAt'>, now = Date.now()): string {
  const end = run.finishedAt ? Date.parse(run.finishedAt) : now;
  const seconds = Math.max(0, Math.round((end - Date.parse(run.startedAt)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export const dateTime = (value: string | null) => (value ? new Date(value).toLocaleString('fr-BE', { dateStyle: 'short', timeStyle: 'medium' }) : '—');
