import { tags } from '@/server/cache/invalidate';
import { getRobotsTxt } from '@/server/services/files';
import { cachedRead } from '@/app/_lib/cache';

// Read per request (from the data cache): the file lives in the database, not in the build.
export const dynamic = 'force-dynamic';

const readRobots = cachedRead('robots-txt', getRobotsTxt, () => [tags.seo]);

/** The robots.txt the editors uploaded (POST /api/file_storage/upload_robots/), else the default. */
export async function GET(): Promise<Response> {
  return new Response(await readRobots(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
