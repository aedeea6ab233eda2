import type { APIRequestContext } from '@playwright/test';
import { newClientAddress } from './client-address';

/** The editor account the test servers are started with (playwright.config.ts); test data only. */
export const EDITOR = {
  username: 'e2e-editor',
  password: 'e2e editor password, test servers only',
  jwtSecret: 'e2e-only-secret-of-at-least-32-characters',
} as const;

/** Logs the editor in and answers the Authorization header of the API's writes. */
export async function editorAuthorization(request: APIRequestContext): Promise<Record<string, string>> {
  // As a client of its own (the test servers trust one proxy hop): sign-ins are limited per client
  // and minute, and the browser tests sign in more often than that between them.
  const response = await request.post('/api/auth-jwt/', {
    data: { username: EDITOR.username, password: EDITOR.password },
    headers: { 'x-forwarded-for': newClientAddress() },
  });
  if (!response.ok()) throw new Error(`The editor could not log in: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
