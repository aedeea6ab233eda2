/**
 * What an editor typed and has not saved, per form, in the tab's session storage: it outlives a
 * reload and a sign-in after an expired or revoked token, and never the tab.
 */
const PREFIX = 'admin.draft:';

export const draftKey = (resource: string, id: unknown) => `${PREFIX}${resource}:${id === undefined || id === null ? 'new' : String(id)}`;

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form itself still holds the values.
  }
}

export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** On signing out on purpose: the next person at this tab sees none of it. */
export function forgetAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
