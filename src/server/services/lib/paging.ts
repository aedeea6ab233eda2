export type Page<T> = { count: number; results: T[] };
export type Paging = { page: number; size: number };

export function offsetOf({ page, size }: Paging): number {
  return (page - 1) * size;
}

/** Keeps the order of an editor-curated id list when rows come back from `IN (...)`. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
