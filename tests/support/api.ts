import { createApp } from '@/server/api/app';
import { appendSocketAddress, createStamp, STAMP_HEADER } from '@/lib/client-address.mjs';
import { createAdmin, login } from '@/server/services/auth';

const app = createApp();

type Init = {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The address of the socket the request comes from (127.0.0.1 by default). */
  ip?: string;
  /** As if the request reached Next without passing src/server/http/serve.mjs (no socket address). */
  unstamped?: boolean;
  /** A body sent as it is (a string, bytes, a stream), with the headers given. */
  raw?: BodyInit;
};

/**
 * Calls the API in-process, as a browser or a partner tool would over HTTP through `npm start`:
 * the socket's address appended to X-Forwarded-For and the request stamped, as src/server/http/serve.mjs
 * does.
 */
export async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (!init.unstamped) {
    headers['x-forwarded-for'] = appendSocketAddress(headers['x-forwarded-for'], init.ip ?? '127.0.0.1');
    headers[STAMP_HEADER] = createStamp();
  }
  let body: BodyInit | undefined;
  if (init.raw !== undefined) body = init.raw;
  else if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await app.request(path, {
    method: init.method ?? 'GET',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // Tests read fields of the answer freely; its shape is what they assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, json: json as any, text };
}

let adminToken: string | undefined;

/** A token of a test account with the admin role, created on first use in the file's database. */
export async function adminTokenFor(): Promise<string> {
  if (!adminToken) {
    await createAdmin('test-admin', 'correct horse battery staple').catch(() => undefined);
    adminToken = (await login('test-admin', 'correct horse battery staple')).token;
  }
  return adminToken;
}

let editorToken: string | undefined;

/** A token of a test account with the editor role (content only), created on first use in the file's database. */
export async function editorTokenFor(): Promise<string> {
  if (!editorToken) {
    await createAdmin('test-editor', 'correct horse battery staple', 'editor').catch(() => undefined);
    editorToken = (await login('test-editor', 'correct horse battery staple')).token;
  }
  return editorToken;
}

export function resetAdminToken(): void {
  adminToken = undefined;
  editorToken = undefined;
}

export { app };
