// @ts-check
/**
 * Who in this process hears that cache tags expired. The cache handlers say so when a write
 * expires tags (revalidateTag); what keeps answers of its own beside the page cache
 * (src/server/http/recent-hits.mjs) listens, and forgets them.
 */

/** @type {Set<(tags: string[]) => void>} */
const listeners = new Set();

/** @param {(tags: string[]) => void} listener */
export function onTagsExpired(listener) {
  listeners.add(listener);
}

/** @param {string | string[]} tags */
export function tagsExpired(tags) {
  const list = typeof tags === 'string' ? [tags] : tags;
  for (const listener of listeners) listener(list);
}
