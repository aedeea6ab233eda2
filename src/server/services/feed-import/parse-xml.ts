import 'server-only';
import sax from 'sax';
import type { FeedFields, FeedItem } from './feed-item';
import { peekBytes } from './source';

/**
 * XML, streamed through sax (strict: a feed that is not well-formed cannot be read reliably, so a
 * syntax error ends the reading with an Error naming its line). Each record element becomes one
 * item: the text of its child elements keyed by tag name (trimmed, entities decoded, CDATA kept),
 * nested elements by dotted path (`location.country`), attributes as `@name` on the record and
 * `child@name` on its children; a repeated element gives a list. Empty values are left out.
 *
 * The record element is `record` when given (its name, or its name without a namespace prefix,
 * in any case). Otherwise it is found in the first RECORD_SCAN_ELEMENTS elements:
 *   1. the first element below the root named product, item, offer, deal, property, hotel,
 *      accommodation, entry, record or row (in any case) that has child elements;
 *   2. else the first element with child elements that occurs twice among the root's children
 *      (`<catalog><holiday>…</holiday><holiday>…`);
 *   3. else the same among the root's grandchildren (`<feed><listings><listing>…<listing>…`);
 *   4. else the root's first child that has child elements (a feed of one record).
 * An element named like the record inside a record is a field of it, not a record.
 */

export const RECORD_NAMES = ['product', 'item', 'offer', 'deal', 'property', 'hotel', 'accommodation', 'entry', 'record', 'row'];
const RECORD_NAME_SET = new Set(RECORD_NAMES);
const RECORD_SCAN_ELEMENTS = 1_000;
/** Beyond this much text the search for the record element stops with what it found. */
const RECORD_SCAN_CHARS = 4 * 1024 * 1024;
/** A record holding more text than this is reported as an error, without its fields. */
const MAX_RECORD_CHARS = 4 * 1024 * 1024;

export async function* parseXml(chunks: AsyncIterable<Buffer>, options: { record?: string } = {}): AsyncGenerator<FeedItem> {
  const { head, rest } = await peekBytes(chunks, (bytes) => bytes.length >= 1024);
  const decoder = decoderFor(head);
  const texts = decoded(rest, decoder);
  try {
    let record = options.record;
    let scanned: string[] = [];
    if (record === undefined) {
      const found = await findRecordElement(texts);
      record = found.record;
      scanned = found.scanned;
    }
    const reader = new RecordReader(record);
    for (const text of scanned) {
      reader.write(text);
      yield* reader.take();
    }
    scanned = [];
    for await (const text of texts) {
      reader.write(text);
      yield* reader.take();
    }
    reader.close();
    yield* reader.take();
  } finally {
    // Broken off (or failed) early, e.g. among the records of the scanned start: release the source.
    await texts.return(undefined);
  }
}

/**
 * The decoder a byte order mark or the XML declaration asks for (UTF-8 when neither names one);
 * the decoder drops the mark.
 */
function decoderFor(head: Buffer): TextDecoder {
  let label = 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) label = 'utf-16le';
  else if (head[0] === 0xfe && head[1] === 0xff) label = 'utf-16be';
  else if (!(head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)) {
    label = /^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.toString('latin1'))?.[1] ?? label;
  }
  try {
    return new TextDecoder(label);
  } catch {
    throw new Error(`The XML feed's encoding '${label}' is not supported`);
  }
}

async function* decoded(chunks: AsyncIterable<Buffer>, decoder: TextDecoder): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

function syntaxError(parser: sax.SAXParser, error: Error): Error {
  const message = error.message.split('\n')[0] ?? 'syntax error';
  return new Error(`XML syntax error at line ${parser.line + 1}, column ${parser.column + 1}: ${message}`);
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

/**
 * Reads the start of the document (RECORD_SCAN_ELEMENTS elements) and names the record element
 * by the rules above; `scanned` is the text read, to be parsed again for the records.
 */
async function findRecordElement(texts: AsyncIterator<string> & AsyncIterable<string>): Promise<{ record: string; scanned: string[] }> {
  type Frame = { name: string; depth: number; hasChildren: boolean };
  const parser = sax.parser(true, { position: true });
  const stack: Frame[] = [];
  const children = new Map<string, number>();
  const grandchildren = new Map<string, number>();
  let firstChild: string | null = null;
  let known: string | null = null;
  let elements = 0;
  let failure: Error | null = null;

  parser.onerror = (error) => {
    failure ??= syntaxError(parser, error);
  };
  parser.onopentag = (tag) => {
    elements++;
    const parent = stack.at(-1);
    if (parent && !parent.hasChildren) {
      parent.hasChildren = true;
      if (parent.depth >= 2 && known === null && RECORD_NAME_SET.has(localName(parent.name))) known = parent.name;
      if (parent.depth === 2) {
        firstChild ??= parent.name;
        children.set(parent.name, (children.get(parent.name) ?? 0) + 1);
      } else if (parent.depth === 3) {
        grandchildren.set(parent.name, (grandchildren.get(parent.name) ?? 0) + 1);
      }
    }
    stack.push({ name: tag.name, depth: stack.length + 1, hasChildren: false });
  };
  parser.onclosetag = () => {
    stack.pop();
  };

  const scanned: string[] = [];
  let chars = 0;
  while (known === null && failure === null && elements < RECORD_SCAN_ELEMENTS && chars < RECORD_SCAN_CHARS) {
    const next = await texts.next();
    if (next.done) {
      parser.close();
      break;
    }
    scanned.push(next.value);
    chars += next.value.length;
    parser.write(next.value);
  }
  const repeated = (counts: Map<string, number>) => [...counts].find(([, count]) => count >= 2)?.[0];
  const record = known ?? repeated(children) ?? repeated(grandchildren) ?? firstChild;
  // With a record element found, the records before the error are read, and the error comes
  // after them, from the reader parsing the same text again.
  if (failure && record === null) throw failure;
  if (record === null) {
    throw new Error(`Cannot find the record element of the XML feed (no element with child elements below the root): set xml.record in the mapping`);
  }
  return { record, scanned };
}

type Open = { path: string; text: string; hasChildren: boolean };

/** Turns the elements named `record` into items, as text is written to it. */
class RecordReader {
  private readonly parser = sax.parser(true, { position: true });
  private ready: FeedItem[] = [];
  private readonly name: string;
  private readonly matchLocal: boolean;
  private failure: Error | null = null;
  /** Line of the start tag sax is reading. */
  private tagLine = 0;
  private recordLine = 0;
  private fields: FeedFields | null = null;
  private open: Open[] = [];
  private chars = 0;

  constructor(record: string) {
    this.name = record.toLowerCase();
    this.matchLocal = !record.includes(':');
    const parser = this.parser;
    parser.onerror = (error) => {
      this.failure ??= syntaxError(parser, error);
    };
    // sax goes on after an error: nothing it reads after one is a record.
    parser.onopentagstart = () => {
      // sax reports the tag when its name ends; a line break right after the name has already
      // moved it to the next line (column 0).
      this.tagLine = parser.column === 0 ? parser.line : parser.line + 1;
    };
    parser.onopentag = (tag) => {
      // Without the xmlns option, sax gives attribute values as plain strings.
      if (!this.failure) this.openTag(tag.name, tag.attributes as Record<string, string>);
    };
    parser.onclosetag = () => {
      if (!this.failure) this.closeTag();
    };
    parser.ontext = (text) => {
      if (!this.failure) this.addText(text);
    };
    parser.oncdata = (text) => {
      if (!this.failure) this.addText(text);
    };
  }

  write(text: string): void {
    if (this.failure) return;
    try {
      this.parser.write(text);
    } catch (error) {
      this.failure ??= syntaxError(this.parser, error as Error);
    }
  }

  close(): void {
    if (this.failure) return;
    try {
      this.parser.close();
    } catch (error) {
      this.failure ??= syntaxError(this.parser, error as Error);
    }
  }

  /** The items read so far; then the syntax error, if there was one. */
  *take(): Generator<FeedItem> {
    const items = this.ready;
    this.ready = [];
    yield* items;
    if (this.failure) throw this.failure;
  }

  private isRecord(name: string): boolean {
    const lower = name.toLowerCase();
    return lower === this.name || (this.matchLocal && localName(lower) === this.name);
  }

  private openTag(name: string, attributes: Record<string, string>): void {
    if (this.fields === null) {
      if (!this.isRecord(name)) return;
      this.fields = Object.create(null) as FeedFields;
      this.recordLine = this.tagLine;
      this.chars = 0;
      this.open = [{ path: '', text: '', hasChildren: false }];
      this.addAttributes('', attributes);
      return;
    }
    const parent = this.open.at(-1)!;
    parent.hasChildren = true;
    const path = parent.path === '' ? name : `${parent.path}.${name}`;
    this.open.push({ path, text: '', hasChildren: false });
    this.addAttributes(path, attributes);
  }

  private closeTag(): void {
    const fields = this.fields;
    if (fields === null) return;
    const element = this.open.pop()!;
    if (this.open.length > 0) {
      this.addField(element.path, element.text.trim());
      return;
    }
    this.fields = null;
    this.ready.push(
      this.chars > MAX_RECORD_CHARS
        ? { line: this.recordLine, error: `record longer than ${MAX_RECORD_CHARS} characters` }
        : { line: this.recordLine, fields },
    );
  }

  private addAttributes(path: string, attributes: Record<string, string>): void {
    for (const name of Object.keys(attributes)) {
      // Namespace declarations are markup, not data.
      if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
      this.addField(`${path}@${name}`, attributes[name]!.trim());
    }
  }

  private addText(text: string): void {
    if (this.fields === null) return;
    this.chars += text.length;
    if (this.chars > MAX_RECORD_CHARS) return;
    this.open.at(-1)!.text += text;
  }

  private addField(path: string, value: string): void {
    const fields = this.fields;
    if (fields === null || value === '' || this.chars > MAX_RECORD_CHARS) return;
    const previous = fields[path];
    if (previous === undefined) fields[path] = value;
    else if (typeof previous === 'string') fields[path] = [previous, value];
    else previous.push(value);
  }
}
