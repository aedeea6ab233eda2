import { getRobots } from '@/app/_data/robots';

// Read per request (from the data cache): the file lives in the database, not in the build.
export const dynamic = 'force-dynamic';

/** The robots.txt the editors uploaded (POST /api/file_storage/upload_robots/), else the default. */
export async function GET(): Promise<Response> {
  return new Response(await getRobots(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
