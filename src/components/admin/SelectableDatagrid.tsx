'use client';

import { Checkbox, TableCell, TableRow } from '@mui/material';
import { Children, isValidElement, type ReactElement } from 'react';
import { Datagrid, DatagridBody, type DatagridProps, type DatagridRowProps, useRecordContext } from 'react-admin';

/**
 * A row whose selection box is named on its input. react-admin's own row puts the name on the
 * box's wrapper (a span, where ARIA forbids it) and leaves the input nameless: axe's
 * aria-prohibited-attr and label, and a screen reader hears "checkbox" and nothing else.
 */
function SelectableRow({ id, selected, onToggleItem, hasBulkActions, selectable = true, children }: DatagridRowProps) {
  // The body gives each row its record as context (react-admin's DatagridBody), not as a prop.
  const record = useRecordContext();
  const name = String(record?.title ?? record?.name ?? record?.id ?? '');
  return (
    <TableRow hover selected={selected}>
      {hasBulkActions ? (
        <TableCell padding="checkbox">
          <Checkbox
            checked={Boolean(selected)}
            disabled={!selectable}
            onClick={(event) => id !== undefined && onToggleItem?.(id, event)}
            slotProps={{ input: { 'aria-label': `Sélectionner ${name}` } }}
          />
        </TableCell>
      ) : null}
      {Children.map(children, (field) =>
        isValidElement<{ source?: string }>(field) ? <TableCell key={field.props.source ?? undefined}>{field as ReactElement}</TableCell> : null,
      )}
    </TableRow>
  );
}

/** react-admin's Datagrid with selection boxes a screen reader can name (SelectableRow). */
export function SelectableDatagrid(props: DatagridProps) {
  return <Datagrid {...props} body={<DatagridBody row={<SelectableRow />} />} />;
}
