import 'server-only';

// Shared with what the services send out (mails), which no page renders.
export { absoluteUrl, originOf, X_DEFAULT_LOCALE } from '@/server/site-urls';
