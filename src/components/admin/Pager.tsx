'use client';

import { TablePagination } from '@mui/material';

/** The pages of a list a screen reads itself, a fixed number a page; nothing when one page holds it all. */
export function Pager({ count, page, size, onPage }: { count: number; page: number; size: number; onPage: (page: number) => void }) {
  if (count <= size) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[size]}
      onPageChange={(_event, next) => onPage(next)}
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} sur ${total}`}
    />
  );
}
