import 'server-only';

// Signing and checking share image addresses: the server's secret, not a cached read.
export { drawableText, isSignedShareImage, shareImageQuery } from '@/server/services/share-image';
