import 'server-only';
import path from 'node:path';
import type { FeedFormat } from '@/lib/feed-mapping';
import type { FeedFields, FeedItem } from './feed-item';
import { parseCsv } from './parse-csv';
import { parseJsonLines } from './parse-jsonl';
import { parseXml } from './parse-xml';
import { openFeedSource, peekBytes } from './source';

/**
 * Reads a partner's feed (a file or an http(s) URL; CSV, XML or JSON lines; gzip or not) as a
 * stream of records, one item at a time as the consumer pulls: memory stays flat whatever the
 * feed's size. A record that cannot be read is an error item for its line; a feed that cannot be
 * read at all (not found, HTTP error, cut connection, corrupt gzip, malformed XML) makes
 * `readFeed` or the iteration reject with an Error.
 */

export type { FeedFields, FeedItem };

export type FeedReader = {
  format: FeedFormat;
  /** Size of the source as stored or sent (file size, Content-Length), compressed bytes if gzip; null when unknown. */
  size: number | null;
  /** Raw bytes consumed so far (same unit as size), for progress and ETA. */
  bytesRead(): number;
  items: AsyncIterable<FeedItem>;
};

export type ReadFeedOptions = {
  /** Overrides the format told by the name and the content. */
  format?: FeedFormat;
  /** One character; detected from the header line when not given. */
  csvDelimiter?: string;
  /** The XML element of a record; detected when not given (see parse-xml.ts). */
  xmlRecord?: string;
  signal?: AbortSignal;
};

const EXTENSIONS: Record<string, FeedFormat> = {
  '.csv': 'csv',
  '.tsv': 'csv',
  '.txt': 'csv',
  '.xml': 'xml',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
  '.json': 'jsonl',
};

/** How far into the content the format is sniffed (past a BOM and blank space). */
const SNIFF_BYTES = 4096;

export async function readFeed(location: string, options: ReadFeedOptions = {}): Promise<FeedReader> {
  const source = await openFeedSource(location, { signal: options.signal });
  try {
    let body = source.body;
    let format = options.format ?? formatOfName(source.name);
    if (format === undefined) {
      const peeked = await peekBytes(body, (head) => head.length >= SNIFF_BYTES || firstCharacter(head) !== undefined);
      body = peeked.rest;
      format = formatOfContent(peeked.head);
    }
    const items =
      format === 'csv'
        ? parseCsv(body, { delimiter: options.csvDelimiter })
        : format === 'xml'
          ? parseXml(body, { record: options.xmlRecord })
          : parseJsonLines(body);
    return { format, size: source.size, bytesRead: source.bytesRead, items };
  } catch (error) {
    source.destroy();
    throw error;
  }
}

/** The format the name's extension tells (`.gz` aside), if any. */
export function formatOfName(name: string): FeedFormat | undefined {
  const base = path.posix.basename(name).toLowerCase().replace(/\.gz$/, '');
  return EXTENSIONS[path.posix.extname(base)];
}

/** `<` is XML, `{` JSON lines, anything else CSV. */
export function formatOfContent(head: Buffer): FeedFormat {
  const first = firstCharacter(head);
  return first === '<' ? 'xml' : first === '{' ? 'jsonl' : 'csv';
}

function firstCharacter(head: Buffer): string | undefined {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return /\S/.exec(text)?.[0];
}
