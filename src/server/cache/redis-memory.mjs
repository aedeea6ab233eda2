// @ts-check
/**
 * The page cache in Redis is bounded by Redis itself: `maxmemory` with `maxmemory-policy
 * volatile-lru` (README, "Redis memory"). Every page and data entry carries an expiry, so they are
 * the keys evicted, least recently used first; the cache handler's tag hashes carry none and are
 * never evicted (losing them would let an expired page pass for fresh). Without a limit, pages
 * visitors ask for grow Redis until the host runs out of memory.
 */

/** The evicting policies under which the cache keeps its tag hashes. */
const BOUNDED_POLICIES = new Set(['volatile-lru', 'volatile-lfu']);

/**
 * What is wrong with a Redis's memory settings for the page cache, read from its `INFO memory`;
 * null when they bound it.
 * @param {string} info
 */
export function memoryLimitProblem(info) {
  const field = (/** @type {string} */ name) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();
  const limit = Number(field('maxmemory'));
  const policy = field('maxmemory_policy');
  if (!(limit > 0)) return 'Redis has no memory limit (maxmemory): the page cache can grow until the host runs out of memory';
  if (!policy || !BOUNDED_POLICIES.has(policy)) {
    return `Redis evicts with maxmemory-policy ${policy ?? 'unknown'}: the page cache needs volatile-lru (or volatile-lfu)`;
  }
  return null;
}
