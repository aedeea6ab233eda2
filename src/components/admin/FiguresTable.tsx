'use client';

import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

type Props = { caption: string; columns: string[]; rows: (string | number)[][]; visible?: boolean };

/**
 * A chart's numbers as a table: behind a disclosure beside the chart (the chart itself is hidden
 * from screen readers), or shown as it is when the table is the figure.
 */
export function FiguresTable({ caption, columns, rows, visible = false }: Props) {
  const table = (
    <Table size="small">
      <caption style={visible ? { captionSide: 'top', textAlign: 'left', padding: 0 } : undefined}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} component="th" scope="col">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length}>Rien sur cette période.</TableCell>
          </TableRow>
        ) : (
          rows.map((row, i) => (
            <TableRow key={i}>
              {row.map((cell, j) => (
                <TableCell key={j} {...(j === 0 ? { component: 'th', scope: 'row' } : { align: 'right' as const })}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
  if (visible) return table;
  return (
    <details>
      <summary style={{ cursor: 'pointer', marginTop: 8 }}>Voir les chiffres</summary>
      {table}
    </details>
  );
}
