import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_PATH_MESSAGES } from '@/lib/request-guard';
import { setupTestDatabase } from '@test/database';
import { adminTokenFor, app, call } from '@test/api';
import { resetRateLimits } from './lib/rate-limit';
import { encodeLoosely, hostileJsonValue, hostileRawSegment, hostileString, stackTracePattern } from '@test/hostile';

setupTestDatabase({ seeded: true });

/**
 * Property-based test of the whole API (issue 10, "bad input never yields 500"): every
 * operation of /api/openapi.json is sent generated hostile path parameters, query values,
 * headers and bodies. Whatever arrives, the answer is never a 5xx, every 4xx is our JSON error
 * shape, no body carries a stack trace and no error message carries markup from the input.
 *
 * Seeded, so a failure reproduces: `HOSTILE_SEED=<seed> npx vitest run src/server/api/hostile-input.test.ts`
 * (fast-check prints the counterexample and its path). `HOSTILE_COLLECT=1` goes on past failures
 * and lists them all at the end, with the inputs that only the database's own checks refused.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_710);
/** Generated cases per operation; about 10,500 requests over the document's ~95 operations. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 112);

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let doc: Document;
let token: string;
const collected: string[] = [];
const counts = { requests: 0, byStatus: new Map<number, number>(), byDatabase: [] as string[] };

/** Every operation of the document, read in beforeAll. */
const operations: { path: string; method: string; op: Operation }[] = [];

beforeAll(async () => {
  const res = await call('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.json;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (METHODS.includes(method)) operations.push({ path, method, op });
    }
  }
  token = await adminTokenFor();
});

afterAll(() => {
  const statuses = [...counts.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `hostile input: ${counts.requests} requests (seed ${SEED}): ${statuses.join(', ')}; ` +
      `${counts.byDatabase.length} refused by the database's own checks (a 400 from the API's error mapping)`,
  );
  if (process.env.HOSTILE_COLLECT) {
    console.info([`${collected.length} failures:`, ...collected, 'refused by the database:', ...counts.byDatabase].join('\n'));
  }
});

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = decodeURIComponent(schema.$ref.replace('#/components/schemas/', ''));
    return resolve(doc.components?.schemas?.[name]);
  }
  return schema;
}

/** A value for a schema: now and then a plausible one, mostly something hostile of a nearby kind. */
function valueFor(schemaRef: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(schemaRef);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth)), hostileJsonValue);
  if (schema.enum?.length) return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...schema.enum) }, hostileJsonValue);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 3) return hostileJsonValue;
      const props = Object.entries(schema.properties ?? {});
      const extra = schema.additionalProperties && typeof schema.additionalProperties === 'object'
        ? fc.dictionary(
            fc.oneof(schema.propertyNames?.enum ? fc.constantFrom(...(schema.propertyNames.enum as string[])) : hostileString, hostileString),
            valueFor(schema.additionalProperties, depth + 1),
            { maxKeys: 4 },
          )
        : fc.constant({});
      const known = fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueFor(s, depth + 1)])), {
        requiredKeys: [],
      });
      return fc.oneof(
        { weight: 4, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a })) },
        { weight: 1, arbitrary: hostileJsonValue },
      );
    }
    case 'array':
      return fc.oneof(
        { weight: 3, arbitrary: fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 }) },
        { weight: 1, arbitrary: hostileJsonValue },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: -5, max: 300 }),
        fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1, 0, 1.5, 1e308, -1e308, 99_999_999_999_999_999_999),
        fc.double(),
        hostileJsonValue,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), hostileJsonValue);
    default:
      return fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: hostileJsonValue });
  }
}

/** A path segment: a hostile value percent-encoded as a browser would, raw junk encodings, or a plausible one. */
const pathSegment = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('1', '2', '7', '42', 'espagne', 'aerolys', 'home_page', 'about_us_page') },
  { weight: 3, arbitrary: hostileString.map(encodeLoosely) },
  { weight: 2, arbitrary: hostileRawSegment },
);

/** A query value, encoded or raw; raw values keep `&` and `=` out so that they stay one value. */
const queryValue = fc.oneof(
  { weight: 3, arbitrary: hostileString.map(encodeLoosely) },
  { weight: 2, arbitrary: hostileRawSegment },
  { weight: 1, arbitrary: fc.constantFrom('', '1', 'true', 'fr-be', 'nl-be', 'coupon', 'offer') },
);

/** A plausible value for a query parameter, so that requests also get past the first checks. */
function plausibleQueryValue(schemaRef: Schema | undefined): fc.Arbitrary<string> {
  const schema = resolve(schemaRef);
  const inner = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? (schema.type === 'array' ? schema.items : undefined);
  if (inner) return plausibleQueryValue(inner);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return fc.integer({ min: 1, max: 60 }).map(String);
  if (type === 'boolean') return fc.constantFrom('true', 'false');
  return fc.constantFrom('a', 'es', 'espagne', 'barcelone', 'aerolys', 'plage', 'home_page', 'fr-be', 'nl-be', 'coupon');
}

function queryFor(op: Operation): fc.Arbitrary<string> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  // Each declared parameter: left out, plausible, or hostile; then now and then an unknown or repeated key.
  const declared = params.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 3, arbitrary: plausibleQueryValue(p.schema).map((v): [string, string][] => [[p.name, encodeURIComponent(v)]]) },
      { weight: 2, arbitrary: queryValue.map((v): [string, string][] => [[p.name, v]]) },
      { weight: 1, arbitrary: fc.array(queryValue, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v): [string, string] => [p.name, v])) },
    ),
  );
  const extra = fc.array(fc.tuple(queryValue, queryValue), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...declared), fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extra }))
    .map(([pairs, more]) => [...pairs.flat(), ...more].map(([k, v]) => `${k}=${v}`).join('&'));
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'form'; fields: [string, string | Uint8Array][] };

function bodyFor(op: Operation): fc.Arbitrary<Body | undefined> {
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(
      fc.constantFrom('{', '[', '"', '{"a":', 'null', '', '\u0000', '{"__proto__":{"x":1}}', '{"a":1e999999}', '[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]'),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
    ),
    type: fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
  });
  if (jsonSchema) {
    return fc.oneof(
      { weight: 5, arbitrary: valueFor(jsonSchema).map((value) => ({ kind: 'json' as const, value })) },
      { weight: 1, arbitrary: hostileJsonValue.map((value) => ({ kind: 'json' as const, value })) },
      { weight: 2, arbitrary: raw },
    );
  }
  if (formSchema) {
    const names = Object.keys(resolve(formSchema).properties ?? {});
    const field = fc.tuple(
      fc.oneof(names.length ? fc.constantFrom(...names) : fc.constant('file'), hostileString),
      fc.oneof(hostileString, fc.uint8Array({ maxLength: 512 })),
    );
    return fc.oneof(
      { weight: 3, arbitrary: fc.array(field, { maxLength: 4 }).map((fields) => ({ kind: 'form' as const, fields })) },
      { weight: 1, arbitrary: raw },
    );
  }
  return fc.constant(undefined);
}

async function send(method: string, url: string, body: Body | undefined, headers: Record<string, string>) {
  const init: RequestInit & { headers: Record<string, string> } = { method: method.toUpperCase(), headers: { ...headers } };
  if (body?.kind === 'json') {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body.value) ?? 'null';
  } else if (body?.kind === 'raw') {
    if (body.type) init.headers['content-type'] = body.type;
    init.body = body.text;
  } else if (body?.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of body.fields) {
      form.append(name, typeof value === 'string' ? value : new File([value as Uint8Array<ArrayBuffer>], 'x.bin'));
    }
    init.body = form;
  }
  counts.requests += 1;
  const response = await app.request(url, init);
  const text = await response.text();
  counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
  // A 400 from the database's own checks (API error mapping): the input passed every schema.
  const sqlstate = /"sqlstate":"(\w+)"/.exec(text)?.[1];
  if (sqlstate) counts.byDatabase.push(`${sqlstate} ${method.toUpperCase()} ${url.slice(0, 120)} ${typeof init.body === 'string' ? init.body.slice(0, 200) : ''}`);
  return { status: response.status, text, headers: response.headers };
}

/** What every answer to hostile input must hold. */
function check(label: string, res: { status: number; text: string; headers: Headers }) {
  expect(res.status, `${label} answered ${res.status}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.text, `${label}: stack trace in the body`).not.toMatch(stackTracePattern);
  if (res.status >= 400) {
    let json: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      json = JSON.parse(res.text);
    } catch {
      json = undefined;
    }
    expect(typeof json?.error?.code, `${label} ${res.status}: not the JSON error shape: ${res.text.slice(0, 200)}`).toBe('string');
    expect(typeof json?.error?.message, `${label} ${res.status}: no message`).toBe('string');
    expect(res.headers.get('content-type') ?? '', label).toContain('application/json');
    // No markup from the input in an error answer: its text escapes < and > (\u003c), and its
    // message, once parsed, quotes input only escaped (`No page "\u003cscript\u003e"…`).
    expect(res.text, `${label} ${res.status}: unescaped < or > in the error`).not.toMatch(/[<>]/);
    expect(String(json?.error?.message), `${label} ${res.status}: markup in the message`).not.toMatch(/<[a-z/!?]/i);
  }
}

const PUBLIC_ACTIONS = [/\/use_coupon\/$/, /\/use_offer\/$/, /^\/api\/auth-jwt\/$/, /^\/api\/auth-jwt-verify\/$/, /\/share_promotion\/$/, /^\/api\/stores\/share\/$/, /\/update_rating\/$/, /^\/api\/promotions\/\{id\}\/vote\/$/, /\/send_email\/$/, /^\/api\/newsletter\/$/, /^\/api\/newsletter\/(confirm|unsubscribe)\/$/, /^\/api\/stores\/\{id\}\/alerts\/$/, /^\/api\/store-alerts\/(confirm|unsubscribe)\/$/, /^\/api\/consent\/$/];

/** Header values a client may send (visible ASCII); a forged bearer token must answer 401, never 5xx. */
const junkHeader = fc.oneof(
  fc.string({ maxLength: 300 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
  fc.constantFrom('', 'a.b.c', '..', 'null', '0', '-1', 'x'.repeat(8000), '%00', '%C0%AF', '"><script>'),
);
const junkToken = fc.oneof(junkHeader, fc.constant('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'));

describe('hostile input never yields a 5xx (fast-check over /api/openapi.json)', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('answers every operation', { timeout: 600_000 }, async () => {
    // One test walks the operations in order, so that the seed alone decides the run.
    let index = 0;
    for (const { path, method, op } of operations) {
      index += 1;
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const isWrite = method !== 'get';
      const isPublic = PUBLIC_ACTIONS.some((p) => p.test(path));
      // Writes but the public actions, and the one read behind a token (the contact messages).
      const needsToken = (isWrite && !isPublic) || (op.security?.length ?? 0) > 0;
      await resetRateLimits();
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: names.length, maxLength: names.length }),
          queryFor(op),
          bodyFor(op),
          junkToken,
          junkHeader,
          fc.integer({ min: 0, max: 255 }),
          async (segments, query, body, badToken, junk, octet) => {
            let url = path;
            names.forEach((name, i) => (url = url.replace(`{${name}}`, segments[i]!)));
            if (query) url += `?${query}`;
            const label = `${method.toUpperCase()} ${url.length > 240 ? `${url.slice(0, 240)}…(${url.length} chars)` : url}`;
            const headers: Record<string, string> = {
              'x-forwarded-for': `10.77.${index % 256}.${octet}`,
              'accept-language': junk,
              cookie: `visitor_id=${junk}`,
            };
            try {
              if (needsToken) {
                // Without a valid token: 401, whatever else is wrong with the request, unless the
                // path names no route at all: 404 (`..`, an empty segment) or 400 (undecodable),
                // or the body is over the anonymous limit: 413, refused before it is read.
                const anonymous = await send(method, url, body, { ...headers, authorization: `Bearer ${badToken}` });
                check(`${label} (bad token)`, anonymous);
                if (anonymous.status !== 401 && anonymous.status !== 413) {
                  const message = JSON.parse(anonymous.text).error.message;
                  const unroutable = /^No route /.test(message) || Object.values(BAD_PATH_MESSAGES).includes(message);
                  expect(unroutable, `${label} without a valid token: ${anonymous.status} ${message}`).toBe(true);
                }
                headers.authorization = `Bearer ${token}`;
              }
              check(label, await send(method, url, body, headers));
            } catch (error) {
              if (!process.env.HOSTILE_COLLECT) throw error;
              collected.push(String((error as Error).message).slice(0, 400));
            }
          },
        ),
        { seed: SEED + index, numRuns: needsToken ? Math.ceil(RUNS / 2) : RUNS, endOnFailure: true },
      );
    }
    expect(counts.requests).toBeGreaterThanOrEqual(operations.length * RUNS * 0.9);
    // Issue 10's measure: at least 10,000 hostile requests, none answered 5xx.
    if (!process.env.HOSTILE_RUNS) expect(counts.requests).toBeGreaterThanOrEqual(10_000);
  });
});
