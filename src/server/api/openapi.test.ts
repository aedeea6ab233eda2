import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_UPLOAD_TYPES } from './feeds/feed-upload';
import { setupTestDatabase } from '@test/database';
import { call } from '@test/api';

setupTestDatabase({ seeded: false });

type Schema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Parameter = { name: string; in: string; required?: boolean };
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, Response>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Schema> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Public actions (SPEC §7, DESIGN §7): visitors may call them without a token; they are
 * rate-limited instead. Every other write needs the admin token.
 */
const PUBLIC_ACTIONS = [
  /^\/api\/auth-jwt\/$/,
  /^\/api\/auth-jwt-verify\/$/,
  /\/share_promotion\/$/,
  /^\/api\/stores\/share\/$/,
  /\/update_rating\/$/,
  /^\/api\/promotions\/\{id\}\/vote\/$/,
  /\/send_email\/$/,
  /^\/api\/newsletter\/$/,
  /^\/api\/newsletter\/(confirm|unsubscribe)\/$/,
  /^\/api\/stores\/\{id\}\/alerts\/$/,
  /^\/api\/store-alerts\/(confirm|unsubscribe)\/$/,
  /^\/api\/consent\/$/,
  /\/use_coupon\/$/,
  /\/use_offer\/$/,
];
const isPublicAction = (path: string) => PUBLIC_ACTIONS.some((pattern) => pattern.test(path));

let doc: Document;
let operations: { path: string; method: string; op: Operation }[];

beforeAll(async () => {
  const res = await call('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.json;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );
});

/** Every `$ref` in a value, wherever it is nested. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with paths under /api', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(operations.length).toBeGreaterThan(0);
    for (const path of Object.keys(doc.paths)) expect(path, path).toMatch(/^\/api\//);
  });

  it('resolves every $ref to a component', () => {
    const schemas = doc.components?.schemas ?? {};
    for (const ref of refsIn(doc)) {
      const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
      expect(match, ref).not.toBeNull();
      expect(schemas[decodeURIComponent(match![1]!)], ref).toBeDefined();
    }
  });

  it('declares every path parameter of every operation', () => {
    for (const { path, method, op } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...inPath].sort());
      for (const p of declared) expect(p.required, `${method} ${path} ${p.name}`).toBe(true);
    }
  });

  it('gives every success answer a schema (204 aside, which has no body)', () => {
    for (const { path, method, op } of operations) {
      const successes = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      // An address that only leads elsewhere (the one-click unsubscribe address opened as a link) answers 303.
      const leadsElsewhere = Object.keys(op.responses ?? {}).includes('303');
      expect(successes.length || leadsElsewhere, `${method} ${path} has no 2xx`).toBeTruthy();
      for (const [status, response] of successes) {
        if (status === '204') continue;
        const contents = Object.values(response.content ?? {});
        expect(contents.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const content of contents) expect(content.schema, `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it('refers only to declared security schemes', () => {
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    expect(schemes).toContain('bearerAuth');
    for (const { path, method, op } of operations) {
      for (const requirement of op.security ?? []) {
        for (const name of Object.keys(requirement)) expect(schemes, `${method} ${path}`).toContain(name);
      }
    }
  });

  it('holds the public actions of this API', () => {
    const posts = operations.filter((o) => o.method === 'post').map((o) => o.path);
    for (const path of ['/api/auth-jwt/', '/api/auth-jwt-verify/', '/api/stores/share/', '/api/stores/{id}/update_rating/', '/api/promotions/{id}/vote/', '/api/newsletter/']) {
      expect(posts).toContain(path);
    }
  });
});

describe('request bodies over the limit', () => {
  const withBody = () => operations.filter((o) => o.op.requestBody);

  it('declares 413 with the error schema on every operation that takes a body, JSON or multipart', () => {
    const media = new Set(withBody().flatMap((o) => Object.keys(o.op.requestBody!.content ?? {})));
    // Form-encoded: the one-click unsubscription of RFC 8058 (POST /api/newsletter/unsubscribe/); the
    // feed types: a partner's feed sent as the body of POST /api/partners/{id}/feed/runs/.
    expect([...media].sort()).toEqual(
      ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', ...FEED_UPLOAD_TYPES].sort(),
    );
    for (const { path, method, op } of withBody()) {
      const tooLarge = op.responses?.['413'];
      expect(tooLarge, `${method.toUpperCase()} ${path} declares no 413`).toBeDefined();
      expect(tooLarge!.content?.['application/json']?.schema, `${method.toUpperCase()} ${path}`).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
  });

  it('answers an oversized JSON body with that 413, before the route reads it', async () => {
    const route = withBody().find((o) => o.method === 'post' && o.path === '/api/newsletter/');
    expect(route?.op.responses?.['413']).toBeDefined();
    const res = await call('/api/newsletter/', { method: 'POST', body: { email: `${'a'.repeat(70 * 1024)}@example.be` }, ip: '10.9.1.1' });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
    expect(Object.keys(doc.components?.schemas?.Error?.properties ?? {})).toEqual(['error']);
  });
});

describe('writes need the admin token', () => {
  it('declares security on every write that is not a public action', () => {
    const writes = operations.filter((o) => o.method !== 'get' && !isPublicAction(o.path));
    expect(writes.length).toBeGreaterThan(0);
    for (const { path, method, op } of writes) {
      expect(op.security?.length ?? 0, `${method.toUpperCase()} ${path} declares no security`).toBeGreaterThan(0);
    }
  });

  it('answers 401 to every such write called without a token', async () => {
    const writes = operations.filter((o) => o.method !== 'get' && !isPublicAction(o.path));
    const failures: string[] = [];
    for (const { path, method } of writes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await call(url, { method: method.toUpperCase(), body: {}, ip: '10.9.0.1' });
      if (res.status !== 401) failures.push(`${method.toUpperCase()} ${path} answered ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps every read public but what visitors wrote (contact messages, proposed stores, store alert subscriptions, the promotions their votes flag), the click counts, the consent records, the partner feeds, the lists of stored files and images, the accounts and the audit log', async () => {
    const secured = operations
      .filter((o) => o.method === 'get' && (o.op.security?.length ?? 0) > 0 && !o.path.startsWith('/api/admin/'))
      .map((o) => o.path);
    expect(secured.sort()).toEqual([
      '/api/accounts/',
      '/api/audit_log/',
      '/api/auth/me/',
      '/api/consent/',
      '/api/contact/',
      '/api/feed-runs/{id}/',
      '/api/file_storage/',
      '/api/media_storage/',
      '/api/media_storage/search_by_name/',
      '/api/outbound-clicks/{kind}/{id}/',
      '/api/partners/{id}/feed/',
      '/api/partners/{id}/feed/runs/',
      '/api/promotions/flagged/',
      '/api/store-alerts/',
      '/api/stores/proposed/',
    ]);
    expect((await call('/api/partners/1/feed/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/outbound-clicks/store/1/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/contact/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/stores/proposed/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/store-alerts/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/promotions/flagged/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/file_storage/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/media_storage/', { ip: '10.9.0.2' })).status).toBe(401);
    expect((await call('/api/audit_log/', { ip: '10.9.0.2' })).status).toBe(401);
  });

  it('keeps every read of the back-office (/api/admin/) behind the token', async () => {
    const reads = operations.filter((o) => o.method === 'get' && o.path.startsWith('/api/admin/'));
    expect(reads.length).toBeGreaterThan(0);
    for (const { path, op } of reads) {
      expect(op.security?.length ?? 0, `GET ${path} declares no security`).toBeGreaterThan(0);
      expect((await call(path.replace(/\{[^}]+\}/g, '1'), { ip: '10.9.0.3' })).status, `GET ${path}`).toBe(401);
    }
  });

  it('documents the 403 of the operations only an admin may call', () => {
    const adminOnly = operations
      .filter((o) => (o.op.security?.length ?? 0) > 0 && o.op.responses?.['403'])
      .map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(adminOnly.sort()).toEqual(
      [
        'DELETE /api/seo/redirections/{id}/',
        'GET /api/accounts/',
        'GET /api/admin/accounts/',
        'GET /api/admin/accounts/{id}/',
        'GET /api/admin/redirections/',
        'GET /api/admin/redirections/{id}/',
        'PATCH /api/accounts/{id}/',
        'POST /api/accounts/',
        'POST /api/file_storage/upload_robots/',
        'POST /api/seo/redirections/',
        'PUT /api/partners/{id}/feed/',
        'POST /api/partners/{id}/feed/runs/',
        'GET /api/admin/partners/',
        'GET /api/admin/partners/{id}/',
        'PUT /api/seo/redirections/{id}/',
      ].sort(),
    );
  });

  it('leaves the public actions open, rate-limited (429 declared) and without security', () => {
    for (const { path, method, op } of operations.filter((o) => o.method !== 'get' && isPublicAction(o.path))) {
      expect(op.security ?? [], `${method} ${path}`).toEqual([]);
      expect(Object.keys(op.responses ?? {}), `${method} ${path}`).toContain('429');
    }
  });
});
