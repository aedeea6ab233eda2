import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DB_INT } from '@/lib/constants';
import { contactForm } from '@/lib/forms';
import { quote } from '@/server/errors';
import { hostileString, NASTY_VALUES } from '@test/hostile';
import { dbId, freeText, idParam, idQuery, pageNumber, pageQuery, slugParam, slugText } from './schemas';

describe('ids', () => {
  it('are positive PostgreSQL integers, from a path or query string and in a body', () => {
    expect(idQuery.parse('1')).toBe(1);
    expect(idQuery.parse(String(MAX_DB_INT))).toBe(MAX_DB_INT);
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(dbId.parse(MAX_DB_INT)).toBe(MAX_DB_INT);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '1e309']) {
      expect(idQuery.safeParse(bad).success, bad).toBe(false);
    }
    for (const bad of [0, -1, 1.5, MAX_DB_INT + 1, 2 ** 53 + 2, 1e308, Number.NaN, '1', null]) {
      expect(dbId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('never give the database a number it cannot hold (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String)), (value) => {
        const parsed = idQuery.safeParse(value);
        if (parsed.success) expect(Number.isInteger(parsed.data) && parsed.data >= 1 && parsed.data <= MAX_DB_INT).toBe(true);
      }),
      { seed: 20_260_710, numRuns: 3_000 },
    );
  });
});

describe('paging', () => {
  it('takes a 1-based page up to the largest integer and a size from 1 to 100', () => {
    expect(pageQuery(20).parse({})).toEqual({ page: 1, size: 20 });
    expect(pageQuery(20).parse({ page: '3', size: '100' })).toEqual({ page: 3, size: 100 });
    for (const query of [{ page: '0' }, { page: '99999999999999999999' }, { page: '2147483648' }, { size: '-1' }, { size: '0' }, { size: '101' }, { page: '%00' }]) {
      expect(pageQuery(20).safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(pageNumber.safeParse(String(MAX_DB_INT)).success).toBe(true);
  });
});

describe('slugs', () => {
  it('hold 1 to 200 characters and no control character', () => {
    expect(slugParam.parse({ slug: 'espagne' })).toEqual({ slug: 'espagne' });
    expect(slugText.safeParse('é'.repeat(200)).success).toBe(true);
    for (const bad of ['', 'a'.repeat(201), 'a'.repeat(10_240), 'a\u0000b', '\u0000', 'x\u001f', 'x\u007f', 'x\u009b', '%00\r\n']) {
      expect(slugText.safeParse(bad).success, JSON.stringify(bad.slice(0, 20))).toBe(false);
    }
  });

  it('never let a NUL through, whatever the text (fast-check)', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const parsed = slugText.safeParse(value);
        if (parsed.success) expect(/[\u0000-\u001f\u007f-\u009f]/.test(parsed.data)).toBe(false);
        if (parsed.success) expect([...parsed.data].length).toBeLessThanOrEqual(200);
      }),
      { seed: 20_260_710, numRuns: 3_000 },
    );
  });
});

describe('free text', () => {
  it('keeps line breaks and tabs, refuses NUL and other control characters, and is bounded', () => {
    expect(freeText(200).parse('barcelone\tplage\n')).toBe('barcelone\tplage\n');
    expect(freeText(200).safeParse('barce\u0000lone').success).toBe(false);
    expect(freeText(200).safeParse('a'.repeat(201)).success).toBe(false);
  });

  it('refuses NUL in the public forms (nothing could store it)', () => {
    const message = { email: 'a@example.com', name: 'Ann', message: 'Hello there\u0000, a long message' };
    expect(contactForm.safeParse(message).success).toBe(false);
    expect(contactForm.safeParse({ ...message, message: 'Hello there,\na long message' }).success).toBe(true);
  });
});

describe('quote', () => {
  it('quotes an input value escaped and cut, never as markup', () => {
    expect(quote('<script>alert(1)</script>')).toBe('"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    expect(quote('a'.repeat(10_000)).length).toBeLessThan(100);
    for (const value of NASTY_VALUES) expect(quote(value)).not.toMatch(/[<>&]/);
  });
});
