/**
 * The editor's token: in memory, and in the tab's session storage so that a reload keeps the
 * editor signed in (never localStorage: it would outlive the tab and reach other tabs).
 */
export type Session = { token: string; expiresAt: number };

const KEY = 'admin.session';
let current: Session | null = null;

export function readSession(): Session | null {
  if (current) return current;
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Session | null;
    if (stored && typeof stored.token === 'string' && typeof stored.expiresAt === 'number') current = stored;
  } catch {
    // Unreadable storage: signed out.
  }
  return current;
}

export function writeSession(token: string, expiresAt: string): Session {
  current = { token, expiresAt: Date.parse(expiresAt) };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage refused (private mode, quota): the session lives in memory for this page only.
  }
  return current;
}

export function clearSession(): void {
  current = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** A session usable for a request now (a minute of margin for the request's own time). */
export function liveSession(now = Date.now()): Session | null {
  const session = readSession();
  return session && session.expiresAt - 60_000 > now ? session : null;
}
