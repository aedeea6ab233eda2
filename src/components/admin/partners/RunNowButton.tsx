'use client';

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { apiFetch } from '../api';
import { renewIfDue } from '../auth-provider';

/**
 * Starts an import of the feed at the partner's saved address. The API answers once the run is
 * recorded; the runs' list then follows it to its end. A 409 (an import already running) or a 422
 * (no address saved) is told as the API words it.
 */
export function RunNowButton({ partnerId, disabled, onStarted }: { partnerId: string; disabled: boolean; onStarted: () => void }) {
  const [starting, setStarting] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const start = async () => {
    setStarting(true);
    try {
      await renewIfDue();
      await apiFetch(`/partners/${encodeURIComponent(partnerId)}/feed/runs/`, { method: 'POST', body: '{}' });
      notify('Import lancé : ses chiffres s’affichent ci-dessous à mesure qu’il avance.', { type: 'info' });
      onStarted();
      await queryClient.invalidateQueries({ queryKey: ['partner_feed_runs', partnerId] });
    } catch (error) {
      notify(`L’import n’a pas pu être lancé : ${(error as Error).message}`, { type: 'error' });
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={start} disabled={disabled || starting}>
      Importer maintenant
    </Button>
  );
}
