import { BASE_POLICY, STORED_FILE_POLICY } from '@/lib/content-security-policy.mjs';
import { readStoredFile, type ServedFile } from '@/server/services/files';

type Context = { params: Promise<{ path: string[] }> };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600';

function headersFor(file: ServedFile): Headers {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    ETag: file.etag,
    'Last-Modified': file.modified.toUTCString(),
    'Cache-Control': file.immutable ? IMMUTABLE : REVALIDATE,
    'X-Content-Type-Options': 'nosniff',
  });
  // The response's only policy (next.config.ts leaves the base one off stored files). A PDF keeps
  // its viewer, which a sandbox would block.
  headers.set('Content-Security-Policy', file.contentType === 'application/pdf' ? BASE_POLICY : STORED_FILE_POLICY);
  return headers;
}

/** True when the client's cached copy (If-None-Match) is the current one. */
function isFresh(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function serve(request: Request, context: Context, withBody: boolean): Promise<Response> {
  const { path } = await context.params;
  // Anything that could leave the storage directory is simply not there.
  const file = await readStoredFile(path.join('/'));
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': STORED_FILE_POLICY },
    });
  }
  const headers = headersFor(file);
  if (isFresh(request, file.etag)) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(withBody ? file.open() : null, { status: 200, headers });
}

/** Uploaded and seeded files of the storage directory (STORAGE_DIR), at /storage/<path>. */
export function GET(request: Request, context: Context): Promise<Response> {
  return serve(request, context, true);
}

export function HEAD(request: Request, context: Context): Promise<Response> {
  return serve(request, context, false);
}
