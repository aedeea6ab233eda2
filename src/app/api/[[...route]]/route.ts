import { revalidateTag } from 'next/cache';
import { handle } from 'hono/vercel';
import { createApp } from '@/server/api/app';
import { onInvalidate } from '@/server/cache/invalidate';

// Writes expire the cached pages they touch at once, so the next visit reads the change (DESIGN §5).
onInvalidate((tags) => {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
});

const handler = handle(createApp());

export const dynamic = 'force-dynamic';
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
