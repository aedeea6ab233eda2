import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { afterEach, describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';

describe('who compresses responses', () => {
  afterEach(() => {
    delete process.env.COMPRESSED_BY_SERVER;
  });

  it('is Next under plain `next start`', () => {
    expect(nextConfig(PHASE_PRODUCTION_SERVER).compress).toBe(true);
  });

  it('is the server of `npm start` (serve.mjs), which says so before Next reads its configuration', () => {
    process.env.COMPRESSED_BY_SERVER = '1';
    expect(nextConfig(PHASE_PRODUCTION_SERVER).compress).toBe(false);
  });
});
