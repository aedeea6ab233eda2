import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, call } from '@test/api';
import { db } from '@/server/db/client';
import { blogCategoryTranslations } from '@/server/db/schema';

/** robots.txt never keeps crawlers from a page that carries noindex (they would never read it). */

setupTestDatabase({ seeded: true });

let token: string;
beforeAll(async () => {
  token = await adminTokenFor();
});

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const uploadRobots = (body: FormData) => call('/api/file_storage/upload_robots/', { method: 'POST', body, token });

describe('POST /api/file_storage/upload_robots/ and noindex pages', () => {
  it('refuses (422, naming the line) a Disallow that would hide a page carrying noindex: search, blog categories', async () => {
    const [category] = await db()
      .select({ slug: blogCategoryTranslations.slug })
      .from(blogCategoryTranslations)
      .where(eq(blogCategoryTranslations.locale, 'nl-be'))
      .limit(1);
    const refused = [
      { content: 'User-agent: *\nDisallow: /api/\nDisallow: /search\n', line: 3, hides: '/search' },
      { content: 'User-agent: *\nDisallow: /nl-be/search\n', line: 2, hides: '/nl-be/search' },
      { content: 'User-agent: Googlebot\nDisallow: /*?str=\n', line: 2, hides: '/search?str=voyage' },
      { content: 'User-agent: *\nDisallow: /blog/\n', line: 2, hides: '/blog/' },
      { content: `User-agent: *\nDisallow: /nl-be/blog/${category!.slug}$\n`, line: 2, hides: `/nl-be/blog/${category!.slug}` },
      { content: 'User-agent: *\nDisallow: /\n', line: 2, hides: '/search' },
    ];
    for (const { content, line, hides } of refused) {
      const res = await uploadRobots(form({ content }));
      expect(res.status, content).toBe(422);
      expect(res.json.error.details, content).toContainEqual({ line, message: expect.stringContaining(hides) });
      expect(res.json.error.details[0].message).toMatch(/noindex/);
    }
    // An Allow as long or longer keeps them crawlable (RFC 9309: the most specific rule wins).
    const allowed = 'User-agent: *\nDisallow: /\nAllow: /search\nAllow: /nl-be/search\nAllow: /fr-fr/search\nAllow: /blog\nAllow: /nl-be/blog\nAllow: /fr-fr/blog\n';
    expect((await uploadRobots(form({ content: allowed }))).status).toBe(201);
    expect((await uploadRobots(form({ content: 'User-agent: *\nDisallow: /out/\nDisallow: /searchlight\n' }))).status).toBe(201);
  });

});
