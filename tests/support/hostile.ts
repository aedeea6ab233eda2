import fc from 'fast-check';

/**
 * Generators of hostile input for the property-based tests of the API (Vitest) and of the page
 * routes (Playwright): the kinds of value that have crashed handlers before (issue 10) and their
 * neighbours.
 */

/** Values known to trouble parsers, databases or markup. */
export const NASTY_VALUES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0001\u001f\u007f',
  '\r\nSet-Cookie: x=1',
  '\t',
  '\uD800',
  'a\uDC00b',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '🏖️🌍',
  'é',
  'e\u0301',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</title><svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  "' OR 1=1 --",
  "'; DROP TABLE stores; --",
  '%',
  '%%',
  '%00',
  '%C0%AF',
  '%E0%A4%A',
  '../../etc/passwd',
  '..',
  '.',
  '\\',
  '/',
  '?',
  '#',
  '&',
  '=',
  ':*',
  '!',
  '|',
  '-1',
  '0',
  '1',
  '-0',
  '00001',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  ' 1 ',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999',
  '-99999999999999999999',
  '123456789012345678901234567890',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'fr-be',
  'nl-be',
  'fr-fr',
  'en',
  'coupon',
  'offer',
  'price',
  '-price',
  'store',
  'category',
  'location',
  'blog_post',
  'home_page',
];

const long = fc
  .tuple(fc.constantFrom('a', 'é', '<', '%', '\u0000', '9', '🏖', 'ab-'), fc.integer({ min: 201, max: 10_240 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

const digits = fc.oneof(
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  fc.integer({ min: -3, max: 2 ** 31 + 3 }).map(String),
  fc.double({ noNaN: false }).map(String),
);

const controls = fc
  .array(fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || (c >= 0x7f && c <= 0x9f)), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));

const markup = fc.string({ maxLength: 20 }).map((s) => `<b>${s}</b><script>${s}</script>`);

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: digits },
  { weight: 1, arbitrary: controls },
  { weight: 1, arbitrary: markup },
);

/** A hostile text value (before any URL encoding). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: piece },
  { weight: 3, arbitrary: fc.array(piece, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: long },
);

/** Percent-encodings as a client may send them: broken, overlong, truncated, surrogates, NUL. */
const rawPiece = fc.oneof(
  fc.constantFrom(
    '%',
    '%%',
    '%2',
    '%zz',
    '%u0041',
    '%00',
    '%0a',
    '%0d%0a',
    '%7f',
    '%C0%AF',
    '%C0%80',
    '%E0%A4%A',
    '%E0%A4',
    '%ED%A0%80',
    '%F4%90%80%80',
    '%FF',
    '%FE%FF',
    '%C3',
    '%C3%A9',
    '%25',
    '%2F',
    '%5C',
    '%2e%2e',
    '%3Cscript%3E',
    '%22%3E%3Cimg%20src%3Dx%3E',
    '..',
    'a',
    'aerolys',
    '1',
    '-',
    '_q.page-2',
  ),
  fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`),
);

/** A path segment or query value as raw (already encoded) text; never holds `/ ? # & =` unencoded. */
export const hostileRawSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.array(rawPiece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 3_500 }).map((n) => '%C0%AF'.repeat(n)) },
);

/** A hostile JSON value: the wrong type, too big, too deep, prototype keys. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e308,
      -1e308,
      [],
      {},
      [null],
      { __proto__: { polluted: true } },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      { constructor: { prototype: { polluted: true } } },
      Array.from({ length: 2000 }, (_, i) => i),
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { maxLength: 10 }) },
);

/** Text that betrays a stack trace or an internal error leaking into a response. */
export const stackTracePattern =
  /\n\s+at\s+\S+|\bat (?:async )?[\w.<>]+ \([^)]*:\d+:\d+\)|node_modules[\\/]|\b(?:TypeError|ReferenceError|URIError|RangeError|SyntaxError): |Failed query:/;

/**
 * encodeURIComponent that never throws: a lone surrogate (which encodeURIComponent refuses) is
 * sent as the three bytes a careless client would write for it (WTF-8, e.g. `%ED%A0%80`).
 */
export function encodeLoosely(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}
