import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formatters';

describe('reused Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const first = relativeTimeFormat('fr-be', { numeric: 'always' });
    expect(relativeTimeFormat('fr-be', { numeric: 'always' })).toBe(first);
    expect(first.format(-5, 'minute')).toBe(new Intl.RelativeTimeFormat('fr-be', { numeric: 'always' }).format(-5, 'minute'));
    expect(relativeTimeFormat('fr-be', { numeric: 'auto' })).not.toBe(first);
    expect(relativeTimeFormat('nl-be', { numeric: 'always' })).not.toBe(first);
  });

  it('keeps formatters of different kinds with the same options apart', () => {
    expect(numberFormat('nl-be')).not.toBe(dateTimeFormat('nl-be'));
    expect(numberFormat('nl-be', { maximumFractionDigits: 1 }).format(4.25)).toBe('4,3');
    expect(dateTimeFormat('nl-be', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date('2026-03-01T12:00:00Z'))).toBe('1 maart 2026');
  });
});
