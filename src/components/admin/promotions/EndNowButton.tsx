'use client';

import { useState } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, Confirm, useListContext, useNotify, useRefresh, useUnselectAll, useUpdateMany } from 'react-admin';

/**
 * Ends the selected promotions at the moment of the click: they leave the public lists at once
 * and keep their history. The list is read again afterwards, so each row's status is the server's.
 */
export function EndNowButton() {
  const { selectedIds, resource } = useListContext();
  const [asking, setAsking] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource ?? 'promotions');
  const end = () =>
    updateMany(
      resource ?? 'promotions',
      { ids: selectedIds, data: { ends_at: new Date().toISOString() } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          unselectAll();
          refresh();
          notify(selectedIds.length > 1 ? `${selectedIds.length} promotions terminées` : 'Promotion terminée', { type: 'info' });
        },
        onError: (error: unknown) => {
          setAsking(false);
          notify(error instanceof Error ? error.message : 'La promotion n’a pas pu être terminée', { type: 'error' });
        },
      },
    );
  return (
    <>
      {/* On a phone react-admin shows a button by its icon alone, its label as the name. */}
      <Button label="Terminer maintenant" onClick={() => setAsking(true)} disabled={isPending}>
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="Terminer ces promotions maintenant ?"
        content="Elles quittent les listes publiques dès maintenant ; elles restent ici, avec leurs chiffres."
        onConfirm={end}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
