import { describe, expect, it } from 'vitest';
import { appendSocketAddress, clientAddressFrom, stampRequest, STAMP_HEADER, trustedForwardedHost } from './client-address.mjs';

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

describe('trustedForwardedHost', () => {
  it('reads nothing without trusted proxies, whatever the client wrote', () => {
    expect(trustedForwardedHost('nl.example.be', 0)).toBeUndefined();
    expect(trustedForwardedHost('nl.example.be, www.example.be', 0)).toBeUndefined();
    expect(trustedForwardedHost(undefined, 0)).toBeUndefined();
  });

  it('takes the entry the outermost trusted proxy wrote, never one further left', () => {
    expect(trustedForwardedHost('www.example.be', 1)).toBe('www.example.be');
    // The client wrote nl…; the one proxy appended the host it was asked for.
    expect(trustedForwardedHost('nl.example.be, www.example.be', 1)).toBe('www.example.be');
    // Behind a CDN and a load balancer: the CDN's entry, then the balancer's own.
    expect(trustedForwardedHost(['nl.example.be', 'www.example.be, internal:8080'], 2)).toBe('www.example.be');
    expect(trustedForwardedHost('[2001:db8::1]:3000', 1)).toBe('[2001:db8::1]:3000');
  });

  it('reads nothing from a list shorter than the proxies, or from what is no host', () => {
    expect(trustedForwardedHost('www.example.be', 2)).toBeUndefined();
    expect(trustedForwardedHost('', 1)).toBeUndefined();
    expect(trustedForwardedHost('evil.example/x', 1)).toBeUndefined();
    expect(trustedForwardedHost('a b', 1)).toBeUndefined();
  });
});

describe('stampRequest', () => {
  const request = (headers: Record<string, string | string[] | undefined>) => ({ headers, socket: { remoteAddress: '10.0.0.4' } });

  it("replaces a stamp the client sent with the server's own", () => {
    const req = request({ 'x-forwarded-for': '6.6.6.6', [STAMP_HEADER]: 'guessed' });
    stampRequest(req, 'the-stamp', 0);
    expect(req.headers).toMatchObject({ 'x-forwarded-for': '6.6.6.6, 10.0.0.4', [STAMP_HEADER]: 'the-stamp' });
  });

  it('writes the same headers into rawHeaders, from which the API served without Next reads them', () => {
    const req = {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'nl.example.be', [STAMP_HEADER]: 'guessed' } as Record<string, string | string[] | undefined>,
      rawHeaders: ['Host', 'www.example.be', 'X-Forwarded-For', '6.6.6.6', 'X-Forwarded-Host', 'nl.example.be', STAMP_HEADER, 'guessed'],
      socket: { remoteAddress: '10.0.0.4' },
    };
    stampRequest(req, 'the-stamp', 0);
    const raw = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) raw.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    expect(Object.fromEntries(raw)).toEqual({ host: 'www.example.be', 'x-forwarded-for': '6.6.6.6, 10.0.0.4', [STAMP_HEADER]: 'the-stamp' });
  });

  it('drops an X-Forwarded-Host no trusted proxy wrote, so that Next and next-intl route by Host', () => {
    const direct = request({ host: 'www.example.be', 'x-forwarded-host': 'nl.example.be' });
    stampRequest(direct, 'the-stamp', 0);
    expect(direct.headers).not.toHaveProperty('x-forwarded-host');
    expect(direct.headers.host).toBe('www.example.be');

    const proxied = request({ host: 'backend:3000', 'x-forwarded-host': 'nl.example.be, www.example.be' });
    stampRequest(proxied, 'the-stamp', 1);
    expect(proxied.headers['x-forwarded-host']).toBe('www.example.be');
  });
});
