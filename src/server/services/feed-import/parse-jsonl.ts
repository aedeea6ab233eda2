import 'server-only';
import type { FeedFields, FeedItem } from './feed-item';

/**
 * JSON lines: one JSON object per line (blank lines skipped, CRLF accepted). Nested objects give
 * dotted keys (`location.country`), lists give string lists (a list of objects, one list per
 * key inside: `images.url`), numbers and booleans their text; null and empty strings are left
 * out. A line that is not a JSON object is an error item for that line, and reading goes on.
 */

/** A longer line is reported as an error and skipped without being held in memory. */
export const MAX_JSON_LINE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;

export async function* parseJsonLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<FeedItem> {
  let line = 0;
  // The line being read, in pieces: joined once its end is found, not at every chunk.
  let pieces: Buffer[] = [];
  let pending = 0;
  let tooLong = false;
  let first = true;
  for await (let chunk of chunks) {
    if (first) {
      first = false;
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    }
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      line++;
      if (tooLong) {
        yield { line, error: `line longer than ${MAX_JSON_LINE_BYTES} bytes` };
        tooLong = false;
      } else {
        const piece = chunk.subarray(start, end);
        const bytes = pending === 0 ? piece : Buffer.concat([...pieces, piece]);
        const item = itemOf(line, bytes);
        if (item) yield item;
      }
      pieces = [];
      pending = 0;
      start = end + 1;
    }
    if (start < chunk.length && !tooLong) {
      pieces.push(chunk.subarray(start));
      pending += chunk.length - start;
      if (pending > MAX_JSON_LINE_BYTES) {
        tooLong = true;
        pieces = [];
        pending = 0;
      }
    }
  }
  if (tooLong) yield { line: line + 1, error: `line longer than ${MAX_JSON_LINE_BYTES} bytes` };
  else if (pending > 0) {
    const item = itemOf(line + 1, Buffer.concat(pieces));
    if (item) yield item;
  }
}

function itemOf(line: number, bytes: Buffer): FeedItem | null {
  const text = bytes.toString('utf8').trim();
  if (text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { line, error: `invalid JSON: ${(error as Error).message.slice(0, 200)}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { line, error: 'not a JSON object' };
  const fields: FeedFields = Object.create(null) as FeedFields;
  flatten(value as Record<string, unknown>, '', fields);
  return { line, fields };
}

function flatten(object: Record<string, unknown>, prefix: string, fields: FeedFields): void {
  for (const key of Object.keys(object)) {
    add(fields, prefix === '' ? key : `${prefix}.${key}`, object[key], false);
  }
}

function add(fields: FeedFields, key: string, value: unknown, inList: boolean): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const element of value) add(fields, key, element, true);
    return;
  }
  if (typeof value === 'object') {
    flatten(value as Record<string, unknown>, key, fields);
    return;
  }
  const text = typeof value === 'string' ? value : String(value);
  if (text === '') return;
  const previous = fields[key];
  if (previous === undefined) fields[key] = inList ? [text] : text;
  else if (typeof previous === 'string') fields[key] = [previous, text];
  else previous.push(text);
}
