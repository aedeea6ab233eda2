import { HttpError } from 'react-admin';
import { renewIfDue } from './auth-provider';
import { readSession } from './session';

/**
 * A file the API answers (a CSV, a robots.txt), read with the editor's token: a plain link cannot
 * send it, the token living in the tab only.
 */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  await renewIfDue();
  const session = readSession();
  const response = await fetch(`/api${path}`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error;
    throw new HttpError(error?.message ?? response.statusText, response.status, error);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
