import { describe, expect, it } from 'vitest';
import { errorStatus, UNAVAILABLE_DIGEST } from './error-status';

describe('errorStatus', () => {
  it('is 503 for an unreachable database, told by the digest alone (all a server error keeps in the browser)', () => {
    expect(errorStatus({ digest: UNAVAILABLE_DIGEST })).toBe(503);
  });

  it("is the error's own status, else 500", () => {
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ digest: '3122137344' })).toBe(500);
    expect(errorStatus({})).toBe(500);
  });
});
