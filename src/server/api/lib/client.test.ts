import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStamp, stampRequest } from '@/lib/client-address.mjs';
import { setupTestDatabase } from '@test/database';
import { app } from '@test/api';

setupTestDatabase({ seeded: false });

/**
 * Over a real socket, with the stamping src/server/http/serve.mjs does before Next: the client's address is
 * the socket's (127.0.0.1 here), whatever X-Forwarded-For it sends.
 */
let server: Server;
let origin: string;

beforeAll(async () => {
  const listener = getRequestListener(app.fetch);
  const stamp = createStamp();
  server = createServer((req, res) => {
    stampRequest(req, stamp, 0);
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the client address over a socket', () => {
  it('gives a client that writes a new X-Forwarded-For, or the stamp header, to every request no fresh allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${origin}/api/auth-jwt/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `198.51.100.${i}`,
          'x-client-address-stamp': 'guessed',
        },
        // A new username each time: the per-account limit is not what this counts.
        body: JSON.stringify({ username: `socket-guess-${i}`, password: 'guess guess' }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});
