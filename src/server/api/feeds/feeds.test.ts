import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenFor, call, editorTokenFor } from '@test/api';
import { setupTestDatabase } from '@test/database';
import { type FeedServer, startFeedServer } from '@test/feed-server';

/**
 * The partner-feed API: settings with their mapping and schedule, imports started from a URL or an
 * uploaded body (both an admin's: the server fetches the URL they name), and the runs' records,
 * which any account reads; and a deal imported shows in the comparator's API.
 */

setupTestDatabase({ seeded: true });

const HEADER = 'sku,title,img,url,pays,type,stay,prix,nuits,etoiles';
const MAPPING = {
  fields: {
    external_id: 'sku',
    name: 'title',
    image: 'img',
    deep_link: 'url',
    country: 'pays',
    rental_type: 'type',
    type_of_stay: 'stay',
    price: 'prix',
    nights: 'nuits',
    stars: 'etoiles',
  },
};
const row = (sku: string, price = '321') => `${sku},Deal ${sku},https://img.example/${sku}.jpg,https://partner.example/${sku},PT,hotel,beach,${price},5,4`;

let token = '';
let server: FeedServer;
let partnerId = 0;

async function partnerBySlug(slug: string): Promise<number> {
  const { json } = await call('/api/partners/?size=100');
  return (json.results as { id: number; slug: string }[]).find((p) => p.slug === slug)!.id;
}

/** Polls a run until it has ended. */
async function ended(runId: number) {
  for (;;) {
    const res = await call(`/api/feed-runs/${runId}/`, { token });
    expect(res.status).toBe(200);
    if (res.json.status !== 'running') return res.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  token = await adminTokenFor();
  partnerId = await partnerBySlug('travelnest');
  server = await startFeedServer({
    '/travelnest.csv': { body: [HEADER, row('TN-A'), row('TN-B', '"1 234,56"')].join('\n'), contentType: 'text/csv' },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('partner feed settings', () => {
  it('are for the back-office’s accounts only', async () => {
    expect((await call(`/api/partners/${partnerId}/feed/`)).status).toBe(401);
    expect((await call(`/api/partners/${partnerId}/feed/`, { method: 'PUT', body: { mode: 'delta' } })).status).toBe(401);
    expect((await call(`/api/partners/${partnerId}/feed/runs/`, { method: 'POST', body: {} })).status).toBe(401);
    expect((await call('/api/feed-runs/1/')).status).toBe(401);
  });

  it('are written, and imports started, by admins only: an editor’s token answers 403 and reaches no URL', async () => {
    const editor = await editorTokenFor();
    const probe = await startFeedServer({ '/probe.csv': { body: [HEADER, row('TN-PROBE')].join('\n'), contentType: 'text/csv' } });
    const runs = async () => (await call(`/api/partners/${partnerId}/feed/runs/`, { token: editor })).json.count as number;
    const before = await runs();
    try {
      const refused = [
        await call(`/api/partners/${partnerId}/feed/`, { token: editor, method: 'PUT', body: { url: `${probe.url}/probe.csv` } }),
        await call(`/api/partners/${partnerId}/feed/runs/`, { token: editor, method: 'POST', body: { url: `${probe.url}/probe.csv` } }),
        await call(`/api/partners/${partnerId}/feed/runs/?name=probe.csv`, {
          token: editor,
          method: 'POST',
          raw: [HEADER, row('TN-PROBE')].join('\n'),
          headers: { 'content-type': 'text/csv' },
        }),
      ];
      for (const res of refused) {
        expect(res.status, res.text).toBe(403);
        expect(res.json.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('admin role') });
      }
      expect(probe.requests.get('/probe.csv') ?? 0).toBe(0);
      expect(await runs()).toBe(before);
      expect((await call(`/api/partners/${partnerId}/feed/`, { token: editor })).json.url).toBeNull();
    } finally {
      await probe.close();
    }
  });

  it('and its runs are read by editors too: reading fetches nothing', async () => {
    const editor = await editorTokenFor();
    expect((await call(`/api/partners/${partnerId}/feed/`, { token: editor })).status).toBe(200);
    expect((await call(`/api/partners/${partnerId}/feed/runs/`, { token: editor })).status).toBe(200);
  });

  it('default to a full feed whose columns are named as our fields, with no schedule', async () => {
    const res = await call(`/api/partners/${partnerId}/feed/`, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ partner: { id: partnerId, slug: 'travelnest' }, url: null, mode: 'full', schedule: null, nextRunAt: null });
    expect(res.json.mapping.fields).toEqual({});
  });

  it('keep a mapping, a URL and a schedule, and tell the next run', async () => {
    const res = await call(`/api/partners/${partnerId}/feed/`, {
      token,
      method: 'PUT',
      body: { url: `${server.url}/travelnest.csv`, mapping: MAPPING, schedule: '0 */6 * * *' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.mapping.fields.external_id).toBe('sku');
    expect(res.json.schedule).toBe('0 */6 * * *');
    const next = new Date(res.json.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCHours() % 6).toBe(0);
    expect(next.getUTCMinutes()).toBe(0);
  });

  it('refuse a bad mapping, a bad schedule, a schedule without a URL, and an unknown partner', async () => {
    const put = (id: number, body: unknown) => call(`/api/partners/${id}/feed/`, { token, method: 'PUT', body });
    // Each 422 names its field as the API's field errors do, for the back-office to show it there.
    const emptyColumn = await put(partnerId, { mapping: { fields: { price: '' } } });
    expect(emptyColumn.status).toBe(422);
    expect(emptyColumn.json.error.details).toEqual([expect.objectContaining({ path: 'mapping.fields.price' })]);
    expect((await put(partnerId, { mapping: { fields: { colour: 'x' } } })).status).toBe(422);
    const cron = await put(partnerId, { schedule: 'every day' });
    expect(cron.status).toBe(422);
    expect(cron.json.error.message).toMatch(/schedule/);
    expect(cron.json.error.details).toEqual([{ path: 'schedule', message: expect.any(String) }]);
    const other = await partnerBySlug('zondeals');
    const withoutUrl = await put(other, { schedule: '0 3 * * *' });
    expect(withoutUrl.status).toBe(422);
    expect(withoutUrl.json.error.details).toEqual([{ path: 'url', message: expect.any(String) }]);
    expect((await put(partnerId, { url: 'ftp://partner.example/feed.csv' })).status).toBe(422);
    expect((await put(999_999, { mode: 'delta' })).status).toBe(404);
  });
});

describe('imports started through the API', () => {
  it('import the partner’s own URL, answering 202 with the run, which ends with its figures', async () => {
    const listed = async () => (await call(`/api/properties/?partner=${partnerId}&size=1`)).json.count as number;
    const before = await listed();
    const res = await call(`/api/partners/${partnerId}/feed/runs/`, { token, method: 'POST', body: { mode: 'delta' } });
    expect(res.status, res.text).toBe(202);
    expect(res.headers.get('location')).toBe(`/api/feed-runs/${res.json.id}/`);
    expect(res.json).toMatchObject({ status: 'running', trigger: 'api', mode: 'delta', partner: { slug: 'travelnest' } });
    const run = await ended(res.json.id);
    expect(run).toMatchObject({ status: 'succeeded', rowsRead: 2, inserted: 2, rejected: 0, rejections: [] });

    // Listed within the bound (the importing server follows its own import as soon as it has committed it).
    await expect.poll(listed, { timeout: 60_000, interval: 50 }).toBe(before + 2);
    const deals = await call(`/api/properties/?partner=${partnerId}&price__gte=1234.56&price__lte=1234.56`);
    expect(deals.json.results).toEqual([expect.objectContaining({ name: 'Deal TN-B', price: 1234.56, country: expect.objectContaining({ slug: expect.any(String) }) })]);
  });

  it('import a feed sent as the body (gzip), streamed to a file, with the mode in the query', async () => {
    const body = gzipSync([HEADER, row('TN-A', '300'), row('TN-C'), 'TN-D,Broken,x,y,PT,hotel,beach,1,5,4'].join('\n'));
    const res = await call(`/api/partners/${partnerId}/feed/runs/?mode=delta&name=today.csv.gz`, {
      token,
      method: 'POST',
      raw: body,
      headers: { 'content-type': 'application/gzip' },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.json.source).toBe('upload:today.csv.gz');
    const run = await ended(res.json.id);
    expect(run).toMatchObject({ status: 'succeeded', rowsRead: 3, inserted: 1, updated: 1, rejected: 1 });
    expect(run.rejections).toEqual([{ line: 4, field: 'image', reason: expect.any(String) }]);
  });

  it('refuse another kind of body, and a feed URL that is not http(s)', async () => {
    const res = await call(`/api/partners/${partnerId}/feed/runs/`, { token, method: 'POST', raw: 'x', headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(415);
    expect((await call(`/api/partners/${partnerId}/feed/runs/`, { token, method: 'POST', body: { url: 'file:///etc/passwd' } })).status).toBe(422);
  });

  it('list a partner’s runs, newest first, and tell one run with its rejections', async () => {
    const res = await call(`/api/partners/${partnerId}/feed/runs/?size=10`, { token });
    expect(res.status).toBe(200);
    expect(res.json.count).toBeGreaterThanOrEqual(2);
    const [newest] = res.json.results;
    expect(newest).toMatchObject({ source: 'upload:today.csv.gz', status: 'succeeded' });
    expect(newest).not.toHaveProperty('rejections');
    expect((await call('/api/feed-runs/999999/', { token })).status).toBe(404);
  });

  it('refuse a second import of one partner while the first runs', async () => {
    const hanging = await startFeedServer({ '/slow.csv': { body: '', hang: true } });
    {
      const first = await call(`/api/partners/${partnerId}/feed/runs/`, { token, method: 'POST', body: { url: `${hanging.url}/slow.csv` } });
      expect(first.status).toBe(202);
      const second = await call(`/api/partners/${partnerId}/feed/runs/`, { token, method: 'POST', body: {} });
      expect(second.status).toBe(409);
      expect(second.json.error.details.runningRun).toBe(first.json.id);
      // The first import fails once its feed's server goes away.
      await hanging.close();
      expect((await ended(first.json.id)).status).toBe('failed');
    }
  });
});
