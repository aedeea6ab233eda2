import { redirect } from 'next/navigation';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@/server/errors';
import { settle } from './settle';

describe('settle', () => {
  it('passes a result through', async () => {
    await expect(settle(Promise.resolve([1, 2]), [], 'list')).resolves.toEqual([1, 2]);
  });

  it('answers the fallback when the read fails (SPEC §8: logged, the section stays empty)', async () => {
    await expect(settle(Promise.reject(new Error('database down')), [], 'list')).resolves.toEqual([]);
  });

  it("lets Next's own control flow through", async () => {
    const redirecting = Promise.resolve().then(() => redirect('/elsewhere'));
    await expect(settle(redirecting, null, 'page')).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
  });

  it('lets an unreachable database fail the whole page, so that no page is cached with its sections emptied by an outage', async () => {
    const outage = Promise.reject(new ServiceUnavailableError(5, new Error('connect ECONNREFUSED')));
    await expect(settle(outage, [], 'list')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
