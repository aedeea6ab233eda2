import { createApp } from '../app';
import { createAdmin, login } from '@/server/services/auth';

const app = createApp();

type Init = { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; ip?: string };

/** Calls the API in-process, as a browser or a partner tool would over HTTP. */
export async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await app.request(path, { method: init.method ?? 'GET', headers, body });
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

/** A token of a test admin, created on first use in the file's database. */
export async function adminTokenFor(): Promise<string> {
  if (!adminToken) {
    await createAdmin('test-admin', 'correct horse battery staple').catch(() => undefined);
    adminToken = (await login('test-admin', 'correct horse battery staple')).token;
  }
  return adminToken;
}

export function resetAdminToken(): void {
  adminToken = undefined;
}

export { app };
