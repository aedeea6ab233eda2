/**
 * A display name for an uploaded file: the base name the browser sent, without any directory
 * part or control characters, trimmed to the column's length. It is only ever shown, never
 * used as a path: stored files get random names.
 */
export function uploadName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || fallback;
}
