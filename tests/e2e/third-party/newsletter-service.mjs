// @ts-check

/** @type {{ path: string, authorization: string | null, body: unknown, receivedAt: string }[]} */
const received = [];

/**
 * The newsletter service the site forwards confirmed subscriptions to (NEWSLETTER_SERVICE_URL):
 * POST /newsletter/<anything> with a JSON body is kept and answered 202 (400 for a body that is
 * not JSON); GET /newsletter/received lists what it got, oldest first, optionally `?email=`.
 * @type {import('./server.mjs').Handler}
 */
export async function newsletterService(request, response, url) {
  if (request.method === 'GET' && url.pathname === '/newsletter/received') {
    const email = url.searchParams.get('email')?.toLowerCase();
    const list = email ? received.filter((entry) => /** @type {{ email?: string }} */ (entry.body)?.email === email) : received;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(list));
    return true;
  }
  if (request.method !== 'POST' || !url.pathname.startsWith('/newsletter/')) return false;
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    received.push({ path: url.pathname, authorization: request.headers.authorization ?? null, body: JSON.parse(text), receivedAt: new Date().toISOString() });
  } catch {
    response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"not JSON"}');
    return true;
  }
  response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
  return true;
}
