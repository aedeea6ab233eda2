'use client';

import { Button } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';

type Handled = { id: number; handled: boolean };

/** Marks the row's item handled, or waiting again: its state, for whoever answers next. */
export function HandledButton(_props: { label?: string }) {
  const record = useRecordContext<Handled>();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    void update(
      resource,
      { id: record.id, data: { handled: !record.handled }, previousData: record },
      { mutationMode: 'pessimistic', onError: (error) => notify(`Échec : ${(error as Error).message}`, { type: 'error' }) },
    );
  };
  return (
    <Button size="small" variant={record.handled ? 'text' : 'outlined'} onClick={toggle} disabled={isPending}>
      {record.handled ? 'Remettre à traiter' : 'Marquer traité'}
    </Button>
  );
}
