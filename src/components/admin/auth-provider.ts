import type { AuthProvider } from 'react-admin';
import type { AccountRole } from '@/lib/roles';
import { apiFetch } from './api';
import { forgetAllDrafts } from './drafts/store';
import { clearSession, liveSession, readSession, writeSession } from './session';

type Token = { token: string; expires_at: string };
type Me = { id: number; username: string; role: AccountRole };

/** A token is renewed when it has less than this left, at the next request or check. */
const RENEW_BEFORE_MS = 10 * 60_000;

let renewing: Promise<void> | null = null;

/** Trades a live token for a fresh one, once at a time; a refused renewal leaves the session as it was. */
export function renewIfDue(now = Date.now()): Promise<void> {
  const session = liveSession(now);
  if (!session || session.expiresAt - now > RENEW_BEFORE_MS) return Promise.resolve();
  renewing ??= apiFetch<Token>('/auth-jwt-refresh/', { method: 'POST' })
    .then(({ json }) => void writeSession(json.token, json.expires_at))
    .catch(() => undefined)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

let me: Promise<Me> | null = null;
const whoAmI = () => (me ??= apiFetch<Me>('/auth/me/').then(({ json }) => json));

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { json } = await apiFetch<Token>('/auth-jwt/', { method: 'POST', body: JSON.stringify({ username, password }) });
    writeSession(json.token, json.expires_at);
    me = null;
  },
  async logout() {
    // A session still here means the editor chose to sign out: unsaved edits go with it. A session
    // that ended (checkAuth, checkError) was cleared first: its edits wait for the next sign-in.
    if (readSession()) forgetAllDrafts();
    clearSession();
    me = null;
  },
  async checkAuth() {
    if (!liveSession()) {
      clearSession();
      throw new Error('ra.auth.auth_check_error');
    }
    await renewIfDue();
  },
  async checkError(error: { status?: number }) {
    // An expired or revoked token: back to sign-in (react-admin returns to this page afterwards).
    if (error?.status === 401) {
      clearSession();
      me = null;
      throw new Error('ra.notification.logged_out');
    }
  },
  async getIdentity() {
    const account = await whoAmI();
    return { id: account.id, fullName: account.username };
  },
  async getPermissions() {
    if (!readSession()) return null;
    return (await whoAmI()).role;
  },
};
