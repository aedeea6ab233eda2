import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';

setupTestDatabase({ seeded: false });

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

describe('GET /api/docs', () => {
  it('is a self-contained HTML page listing every operation of the document', async () => {
    const [docs, spec] = await Promise.all([call('/api/docs', { headers: { accept: 'text/html' } }), call('/api/openapi.json')]);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    expect(docs.text).toMatch(/^<!doctype html>/i);
    // Nothing loaded from elsewhere (DESIGN §1: no fetch from the internet).
    expect(docs.text).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:/i);

    const paths = Object.keys(spec.json.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(docs.text, path).toContain(`<code>${escape(path)}</code>`);
    const operations = Object.values(spec.json.paths as Record<string, object>).reduce<number>(
      (n, item) => n + Object.keys(item).length,
      0,
    );
    expect(docs.text.match(/<details>/g)?.length).toBe(operations);
  });
});
