import { request as httpRequest } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A request with the headers exactly as given: a browser or fetch names its own Host and writes
 * no X-Forwarded-Host, which is what these tests forge.
 */
export function rawRequest(origin: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
