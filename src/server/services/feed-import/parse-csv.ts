import 'server-only';
import { pipeline } from 'node:stream';
import { Parser, type CsvError, type Options } from 'csv-parse';
import type { FeedFields, FeedItem } from './feed-item';
import { peekBytes } from './source';

/**
 * CSV with a header row, streamed through csv-parse. The header's names (trimmed) are the keys of
 * each record's fields; a name given to several columns gathers their values in a list. Values
 * are trimmed (quoted ones too) and empty ones left out of `fields`; blank lines and lines of
 * delimiters only are skipped. A record that cannot be read (another number of columns than the
 * header, broken quoting) becomes an error item for its line, and reading goes on.
 */

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** The header is looked for in this much of the start of the file. */
const HEADER_SCAN_BYTES = 64 * 1024;

/**
 * A record longer than this is a quote left open swallowing the rest of the file: reading stops
 * (csv-parse cannot skip such a record without losing its place in the stream).
 */
const MAX_RECORD_CHARS = 1_000_000;

const QUOTE_PROBLEMS: Partial<Record<CsvError['code'], string>> = {
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted value (quote the whole value and double the quotes in it)',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is followed by other characters before the next delimiter',
};

/** What of csv-parse's parser state this module touches (see `skipped`). */
type ParserState = { state: { quoting: boolean } };

const SETTINGS: Options = {
  bom: true,
  encoding: 'utf8',
  // Not rtrim: csv-parse cannot skip a record after `"quoted" text` when it trims on the right
  // (it drops the rest of the chunk); values are trimmed in fieldsOf instead.
  ltrim: true,
  skip_empty_lines: true,
  relax_column_count: true,
  skip_records_with_error: true,
  max_record_size: MAX_RECORD_CHARS,
};

export async function* parseCsv(chunks: AsyncIterable<Buffer>, options: { delimiter?: string } = {}): AsyncGenerator<FeedItem> {
  let source = chunks;
  let delimiter = options.delimiter;
  if (delimiter === undefined) {
    const peeked = await peekBytes(chunks, (head) => head.length >= HEADER_SCAN_BYTES);
    source = peeked.rest;
    delimiter = detectDelimiter(peeked.head);
  }
  const items = pipeline(source, new CsvItems(delimiter), () => {
    // The error reaches the loop below through the parser, which pipeline destroys with it.
  });
  for await (const item of items) yield item as FeedItem;
}

/**
 * csv-parse's stream, giving FeedItems. It takes each record as csv-parse pushes it, from inside
 * its parse loop, where `info.lines` is the line the record ends on: csv-parse's own hooks for
 * that (on_record, info) copy its state into a context object per record, which costs a quarter
 * to a third of the parse (measured on 16 columns: 55–85k records per CPU-second with them,
 * 95–120k without).
 */
class CsvItems extends Parser {
  private header: Column[] | null = null;
  /** How far csv-parse's line count has run ahead of the file's lines (see push). */
  private ahead = 0;
  /** Line where the last record (or the header, or an error) ended, for errors found after it. */
  private lastEnd = 0;
  /** The last error reported, and how many records csv-parse had read then. */
  private lastSkip = { line: 0, records: -1 };

  constructor(delimiter: string) {
    const hooks: { skipped?: (error: CsvError | undefined) => undefined } = {};
    super({ ...SETTINGS, delimiter, on_skip: (error) => hooks.skipped?.(error) });
    hooks.skipped = (error) => this.skipped(error);
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk === null) return super.push(null, encoding);
    const record = chunk as string[];
    // csv-parse counts a line at each CR and at each LF, so twice for a CRLF inside quotes: the
    // record starts as many lines before its end as its values hold CR and LF characters, and
    // each of its CRLFs puts the count one further ahead.
    const breaks = lineBreaksIn(record);
    const line = this.info.lines - this.ahead - breaks.characters;
    this.ahead += breaks.crlf;
    this.lastEnd = this.info.lines - this.ahead;
    // A line of delimiters only (`;;;`) is as good as blank.
    if (record.every((value) => value === '')) return true;
    if (this.header === null) {
      this.header = columnsOf(record);
      return true;
    }
    if (record.length !== this.header.length) {
      return super.push({ line, error: `expected ${this.header.length} columns as in the header, found ${record.length}` });
    }
    return super.push({ line, fields: fieldsOf(this.header, record) });
  }

  /** A record csv-parse cannot read: an error item in its place, or the end of the reading. */
  private skipped(error: CsvError | undefined): undefined {
    if (error === undefined) return undefined;
    // Thrown from on_skip, the error ends the parse instead of skipping the record.
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      throw new Error(`A CSV record after line ${this.lastEnd} is longer than ${MAX_RECORD_CHARS} characters: a quote left open?`);
    }
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      super.push({ line: this.lastEnd + 1, error: 'a quoted value opened here or further down is never closed' });
      return undefined;
    }
    // csv-parse stays inside the quotes after a stray closing quote, and would take the
    // following lines into this record until it meets another quote: the value ends here, and
    // the record with its line.
    if (error.code === 'CSV_INVALID_CLOSING_QUOTE') (this as unknown as ParserState).state.quoting = false;
    const line = lineOf(error, this.ahead, this.lastEnd + 1);
    // One error per record: what follows a broken quote on its line breaks again.
    if (this.lastSkip.line === line && this.lastSkip.records === this.info.records) return undefined;
    this.lastSkip = { line, records: this.info.records };
    this.lastEnd = line;
    super.push({ line, error: QUOTE_PROBLEMS[error.code] ?? error.message });
    return undefined;
  }
}

/** A header's column: its name (null when blank: the column is ignored), and whether another column has it too. */
type Column = { name: string; shared: boolean } | null;

function columnsOf(record: readonly string[]): Column[] {
  const names = record.map((name) => name.trim());
  return names.map((name) => (name === '' ? null : { name, shared: names.indexOf(name) !== names.lastIndexOf(name) }));
}

function fieldsOf(columns: readonly Column[], record: readonly string[]): FeedFields {
  // A plain object, not a null-prototype one (a dictionary to V8): the records of one header share
  // a hidden class, and mapping them costs about 10 % less CPU (measured). Reading a name the
  // header lacks may then meet Object.prototype's members, which are not strings or lists: no value.
  const fields: FeedFields = {};
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    const value = record[i]?.trim();
    if (!column || !value) continue;
    const { name } = column;
    if (name === '__proto__') Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
    else if (!column.shared) fields[name] = value;
    else {
      const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
      fields[name] = previous === undefined ? [value] : typeof previous === 'string' ? [previous, value] : [...previous, value];
    }
  }
  return fields;
}

/** The CR and LF characters in a record's values, and the CRLF pairs among them. */
function lineBreaksIn(record: readonly string[]): { characters: number; crlf: number } {
  let characters = 0;
  let crlf = 0;
  for (const value of record) {
    if (value.length === 0) continue;
    for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', at + 1)) {
      characters++;
      if (value.charCodeAt(at - 1) === 13) crlf++;
    }
    for (let at = value.indexOf('\r'); at !== -1; at = value.indexOf('\r', at + 1)) characters++;
  }
  return { characters, crlf };
}

function lineOf(error: CsvError, ahead: number, fallback: number): number {
  const lines = error.lines;
  return typeof lines === 'number' && lines - ahead > 0 ? lines - ahead : fallback;
}

/**
 * The delimiter of the header line: the most frequent of `,` `;` tab `|` outside quotes (the first
 * of them in that order on a tie, a comma when there is none, i.e. a single column).
 */
export function detectDelimiter(head: Buffer): string {
  const text = head.toString('utf8');
  const counts = new Map<string, number>(CSV_DELIMITERS.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = CSV_DELIMITERS[0];
  for (const [candidate, count] of counts) if (count > counts.get(best)!) best = candidate;
  return best;
}
