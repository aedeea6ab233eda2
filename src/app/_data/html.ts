import 'server-only';

/**
 * CMS HTML is sanitized once more where a page shows it: rows also come from the seed and from
 * scripts, not only through the API that sanitizes what it stores.
 */
export { sanitizeCmsHtml } from '@/server/services/lib/html';
