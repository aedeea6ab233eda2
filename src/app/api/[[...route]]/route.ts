import { revalidateTag } from 'next/cache';
import { handle } from 'hono/vercel';
import { createApp } from '@/server/api/app';
import { onInvalidate, tags } from '@/server/cache/invalidate';
import { markRedirectionsChanged } from '@/lib/redirection-table';
import { expireSharedTags } from '@/server/cache/shared-cache';
import { forgetComparatorPlaces } from '@/server/services/comparator-places';

// Writes expire the cached pages they touch at once, so the next visit reads the change (DESIGN §5).
// Next does so in its cache handler only after the response is sent: with the caches in Redis
// (REDIS_URL), the write waits until they are expired there, for the next visit to any server.
onInvalidate(async (changed) => {
  for (const tag of changed) revalidateTag(tag, { expire: 0 });
  if (changed.includes(tags.redirections)) markRedirectionsChanged();
  if (changed.includes(tags.destinations)) forgetComparatorPlaces();
  await expireSharedTags(changed);
});

const handler = handle(createApp());

export const dynamic = 'force-dynamic';
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
