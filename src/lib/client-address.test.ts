import { describe, expect, it } from 'vitest';
import { appendSocketAddress, clientAddressFrom, stampRequest, STAMP_HEADER } from './client-address.mjs';

describe('appendSocketAddress', () => {
  it('keeps what came in and adds the socket on the right, as a proxy does', () => {
    expect(appendSocketAddress(undefined, '10.0.0.1')).toBe('10.0.0.1');
    expect(appendSocketAddress('203.0.113.9', '10.0.0.1')).toBe('203.0.113.9, 10.0.0.1');
    expect(appendSocketAddress(['1.1.1.1', ' 2.2.2.2 ,, '], '10.0.0.1')).toBe('1.1.1.1, 2.2.2.2, 10.0.0.1');
    expect(appendSocketAddress('', '::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(appendSocketAddress('', '2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('clientAddressFrom', () => {
  it('takes the socket (right-most) without trusted proxies, whatever the client wrote left of it', () => {
    expect(clientAddressFrom('6.6.6.6, 7.7.7.7, 10.0.0.1', 0)).toBe('10.0.0.1');
    expect(clientAddressFrom('10.0.0.1', 0)).toBe('10.0.0.1');
  });

  it('skips the trusted hops from the right', () => {
    // client wrote 6.6.6.6; the CDN saw 192.0.2.1; the load balancer saw the CDN; our socket saw the balancer.
    const header = '6.6.6.6, 192.0.2.1, 198.51.100.20, 10.0.0.2';
    expect(clientAddressFrom(header, 1)).toBe('198.51.100.20');
    expect(clientAddressFrom(header, 2)).toBe('192.0.2.1');
  });

  it('gives the socket when the list is shorter than the hops (the request passed no proxy)', () => {
    expect(clientAddressFrom('10.0.0.3', 2)).toBe('10.0.0.3');
    expect(clientAddressFrom('6.6.6.6, 10.0.0.3', 2)).toBe('10.0.0.3');
  });

  it('is null without any entry', () => {
    expect(clientAddressFrom(undefined, 0)).toBeNull();
    expect(clientAddressFrom(' , ', 0)).toBeNull();
  });
});

describe('stampRequest', () => {
  it("replaces a stamp the client sent with the server's own", () => {
    const req = { headers: { 'x-forwarded-for': '6.6.6.6', [STAMP_HEADER]: 'guessed' } as Record<string, string | string[] | undefined>, socket: { remoteAddress: '10.0.0.4' } };
    stampRequest(req, 'the-stamp');
    expect(req.headers).toMatchObject({ 'x-forwarded-for': '6.6.6.6, 10.0.0.4', [STAMP_HEADER]: 'the-stamp' });
  });
});
