import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFeedServer, type FeedServer } from '@test/feed-server';
import { readFeed, type FeedItem, type FeedReader } from './read-feed';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'feed-import-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string | Buffer): string {
  const location = path.join(dir, name);
  writeFileSync(location, content);
  return location;
}

async function itemsOf(reader: FeedReader): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for await (const item of reader.items) items.push(item);
  return items;
}

/** The format told, with the feed read to its end (which releases the file or connection). */
async function formatOf(location: string, options?: Parameters<typeof readFeed>[1]): Promise<string> {
  const reader = await readFeed(location, options);
  await itemsOf(reader);
  return reader.format;
}

async function read(location: string, options?: Parameters<typeof readFeed>[1]): Promise<FeedItem[]> {
  return itemsOf(await readFeed(location, options));
}

/** A CSV of `rows` deals, for the tests that need volume. */
function bigCsv(rows: number): string {
  const lines = ['external_id,name,price,services'];
  for (let i = 1; i <= rows; i++) lines.push(`deal-${i},"Villa number ${i}, sea view",${(i % 900) + 100}.50,pool|wifi`);
  return `${lines.join('\n')}\n`;
}

describe('CSV', () => {
  test('semicolons, quoted values with the delimiter, doubled quotes and line breaks, a BOM, blank lines', async () => {
    const location = file(
      'quoted.csv',
      '\uFEFF id ; name ;description;empty\n' +
        '1;  Villa Rosa  ;"Sea view; pool";\n' +
        '\n' +
        '2;"Le ""Mas"" bleu";"Line one\nline two";\n' +
        '3;Chalet;"";x\n',
    );
    const reader = await readFeed(location);
    expect(reader.format).toBe('csv');
    expect(await itemsOf(reader)).toEqual([
      { line: 2, fields: { id: '1', name: 'Villa Rosa', description: 'Sea view; pool' } },
      { line: 4, fields: { id: '2', name: 'Le "Mas" bleu', description: 'Line one\nline two' } },
      { line: 6, fields: { id: '3', name: 'Chalet', empty: 'x' } },
    ]);
  });

  test('a header spanning lines and CRLF line ends keep the lines of the records', async () => {
    const location = file('crlf.csv', 'id,"long\r\nname"\r\n1,"a\r\nb"\r\n2,c\r\n');
    expect(await read(location)).toEqual([
      { line: 3, fields: { id: '1', 'long\r\nname': 'a\r\nb' } },
      { line: 5, fields: { id: '2', 'long\r\nname': 'c' } },
    ]);
  });

  test('tab and pipe delimiters are detected from the header', async () => {
    expect(await read(file('tabs.tsv', 'id\tname\tcity\n1\tVilla, Rosa\tNice\n'))).toEqual([
      { line: 2, fields: { id: '1', name: 'Villa, Rosa', city: 'Nice' } },
    ]);
    expect(await read(file('pipes.csv', 'id|name|"a,b,c"\n1|Villa; Rosa|x\n'))).toEqual([
      { line: 2, fields: { id: '1', name: 'Villa; Rosa', 'a,b,c': 'x' } },
    ]);
  });

  test('the delimiter given wins over the detected one', async () => {
    expect(await read(file('forced.csv', 'id;name,x\n1;a,b\n'), { csvDelimiter: ',' })).toEqual([
      { line: 2, fields: { 'id;name': '1;a', x: 'b' } },
    ]);
  });

  test('columns sharing a name give a list', async () => {
    expect(await read(file('images.csv', 'id,image,image,image\n1,a.jpg,,c.jpg\n'))).toEqual([
      { line: 2, fields: { id: '1', image: ['a.jpg', 'c.jpg'] } },
    ]);
  });

  test('a record with another number of columns is an error for its line, and reading goes on', async () => {
    const location = file('columns.csv', 'id;name;price\n1;a;10\n2;b\n3;c;30;extra\n4;d;40\n');
    expect(await read(location)).toEqual([
      { line: 2, fields: { id: '1', name: 'a', price: '10' } },
      { line: 3, error: 'expected 3 columns as in the header, found 2' },
      { line: 4, error: 'expected 3 columns as in the header, found 4' },
      { line: 5, fields: { id: '4', name: 'd', price: '40' } },
    ]);
  });

  test('broken quoting is an error for its line, and reading goes on', async () => {
    const location = file(
      'quotes.csv',
      'id;name;city\n1;"Villa "Rosa" by the sea";Nice\n2;Mas;Arles\n3;Chalet 5" wide;Annecy\n4;"ok";Lyon\n5;"never closed;Paris\n6;x;y\n',
    );
    const items = await read(location);
    expect(items).toEqual([
      { line: 2, error: expect.stringContaining('quoted value is followed by other characters') },
      { line: 3, fields: { id: '2', name: 'Mas', city: 'Arles' } },
      { line: 4, error: expect.stringContaining('a quote inside an unquoted value') },
      { line: 5, fields: { id: '4', name: 'ok', city: 'Lyon' } },
      { line: 6, error: expect.stringContaining('never closed') },
    ]);
  });

  test('a file that is only a header has no records; an empty file neither', async () => {
    expect(await read(file('header.csv', 'id,name\n'))).toEqual([]);
    expect(await read(file('empty.csv', ''))).toEqual([]);
  });
});

describe('XML', () => {
  test('products: attributes, nested and repeated elements, CDATA, entities, lines', async () => {
    const location = file(
      'products.xml',
      `<?xml version="1.0" encoding="UTF-8"?>
<products>
  <product id="p1" status="active">
    <name>Villa &amp; Spa &eacute;t&#233;</name>
    <description><![CDATA[<b>Sea</b> & sun]]></description>
    <location><country code="FR">France</country><city>Nice</city></location>
    <service>pool</service>
    <service>wifi</service>
    <price currency="EUR"> 499.00 </price>
    <empty></empty>
  </product>
  <product
      id="p2"><name>Mas</name></product>
</products>
`,
    );
    const reader = await readFeed(location);
    expect(reader.format).toBe('xml');
    expect(await itemsOf(reader)).toEqual([
      {
        line: 3,
        fields: {
          '@id': 'p1',
          '@status': 'active',
          name: 'Villa & Spa été',
          description: '<b>Sea</b> & sun',
          'location.country@code': 'FR',
          'location.country': 'France',
          'location.city': 'Nice',
          service: ['pool', 'wifi'],
          'price@currency': 'EUR',
          price: '499.00',
        },
      },
      { line: 12, fields: { '@id': 'p2', name: 'Mas' } },
    ]);
  });

  test('Google-style rss/channel/item, namespaces kept in the keys', async () => {
    const location = file(
      'google.xml',
      `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>Deals</title>
<link>https://partner.example</link>
<item><g:id>1</g:id><title>Villa</title><g:price>499 EUR</g:price></item>
<item><g:id>2</g:id><title>Mas</title></item>
</channel>
</rss>`,
    );
    expect(await read(location)).toEqual([
      { line: 6, fields: { 'g:id': '1', title: 'Villa', 'g:price': '499 EUR' } },
      { line: 7, fields: { 'g:id': '2', title: 'Mas' } },
    ]);
  });

  test('feed/deals/deal, and record elements found by repetition when their name is not a usual one', async () => {
    const deals = '<feed><header><created>2025-01-01</created></header><deals><deal><id>1</id></deal><deal><id>2</id></deal></deals></feed>';
    expect(await read(file('deals.xml', deals))).toEqual([
      { line: 1, fields: { id: '1' } },
      { line: 1, fields: { id: '2' } },
    ]);
    // The root's children repeat (rule 2), even though each holds repeated elements of its own.
    const catalog = `<catalog>
<holiday><id>1</id><photo><url>a</url></photo><photo><url>b</url></photo></holiday>
<holiday><id>2</id></holiday>
</catalog>`;
    expect(await read(file('catalog.xml', catalog))).toEqual([
      { line: 2, fields: { id: '1', 'photo.url': ['a', 'b'] } },
      { line: 3, fields: { id: '2' } },
    ]);
    // Repeated below a wrapper (rule 3).
    const listings = '<export><meta><a>1</a></meta><listings><listing><id>1</id></listing><listing><id>2</id></listing></listings></export>';
    expect(await read(file('listings.xml', listings))).toEqual([
      { line: 1, fields: { id: '1' } },
      { line: 1, fields: { id: '2' } },
    ]);
    // A usual name counts only with child elements: here `item` is a field.
    const extras = '<catalog><holiday><id>1</id><item>towels</item></holiday><holiday><id>2</id></holiday></catalog>';
    expect(await read(file('extras.xml', extras))).toEqual([
      { line: 1, fields: { id: '1', item: 'towels' } },
      { line: 1, fields: { id: '2' } },
    ]);
    // A feed of one record (rule 4).
    expect(await read(file('single.xml', '<catalog><holiday><id>1</id></holiday></catalog>'))).toEqual([{ line: 1, fields: { id: '1' } }]);
  });

  test('the record element given wins; a record element inside a record is a field of it', async () => {
    const xml = '<root><product><id>1</id><variant><id>1a</id></variant><variant><id>1b</id></variant></product></root>';
    expect(await read(file('variants.xml', xml), { xmlRecord: 'VARIANT' })).toEqual([
      { line: 1, fields: { id: '1a' } },
      { line: 1, fields: { id: '1b' } },
    ]);
    const nested = '<items><item><id>1</id><item>inner</item></item></items>';
    expect(await read(file('nested.xml', nested))).toEqual([{ line: 1, fields: { id: '1', item: 'inner' } }]);
  });

  test('the encoding the XML declaration or the byte order mark names is honoured', async () => {
    const xml = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n<offers><offer><name>Côte d'Azur €</name></offer></offers>`;
    expect(await read(file('latin1.xml', Buffer.from(xml('ISO-8859-15').replace('€', 'E'), 'latin1')))).toEqual([{ line: 2, fields: { name: "Côte d'Azur E" } }]);
    expect(await read(file('bom.xml', `\uFEFF${xml('UTF-8')}`))).toEqual([{ line: 2, fields: { name: "Côte d'Azur €" } }]);
    expect(await read(file('utf16.xml', Buffer.from(`\uFEFF${xml('UTF-16')}`, 'utf16le')))).toEqual([{ line: 2, fields: { name: "Côte d'Azur €" } }]);
    await expect(read(file('klingon.xml', xml('x-klingon')))).rejects.toThrow(/encoding 'x-klingon' is not supported/);
  });

  test('a syntax error rejects the iteration, naming its line', async () => {
    const location = file('broken.xml', '<products>\n<product><name>A</name></product>\n<product><name>B</nom></product>\n</products>\n');
    const items: FeedItem[] = [];
    await expect(async () => {
      for await (const item of (await readFeed(location)).items) items.push(item);
    }).rejects.toThrow(/XML syntax error at line 3\b/);
    expect(items).toEqual([{ line: 2, fields: { name: 'A' } }]);
    await expect(read(file('truncated.xml', '<products><product><name>A</name></product>'))).rejects.toThrow(/XML syntax error/);
  });

  test('a document without any element with child elements asks for the record element', async () => {
    await expect(read(file('flat.xml', '<root><a>1</a><b>2</b></root>'))).rejects.toThrow(/xml\.record/);
  });
});

describe('JSON lines', () => {
  test('objects flattened, lists, numbers and booleans as text, null left out; bad lines are errors', async () => {
    const long = 'x'.repeat(1_000_000);
    const location = file(
      'deals.jsonl',
      [
        '{"id": 1, "name": "Villa", "location": {"country": "FR", "city": null}, "services": ["pool", "wifi"], "last_minute": true, "price": 499.5}',
        '',
        '{"id": 2, "name": "Mas"',
        '[1, 2]',
        '  {"id": 3, "images": [{"url": "a"}, {"url": "b"}], "tags": [], "empty": ""}  ',
        `{"id": 4, "description": "${long}"}`,
      ].join('\r\n'),
    );
    const items = await read(location);
    expect(items.slice(0, 4)).toEqual([
      { line: 1, fields: { id: '1', name: 'Villa', 'location.country': 'FR', services: ['pool', 'wifi'], last_minute: 'true', price: '499.5' } },
      { line: 3, error: expect.stringMatching(/^invalid JSON/) },
      { line: 4, error: 'not a JSON object' },
      { line: 5, fields: { id: '3', 'images.url': ['a', 'b'] } },
    ]);
    expect(items[4]).toEqual({ line: 6, fields: { id: '4', description: long } });
  });
});

describe('sources', () => {
  let server: FeedServer;
  const csv = 'id,name\n1,Villa\n2,Mas\n';
  const expected = [
    { line: 2, fields: { id: '1', name: 'Villa' } },
    { line: 3, fields: { id: '2', name: 'Mas' } },
  ];
  const gzipped = gzipSync(Buffer.from(bigCsv(2000)));

  beforeAll(async () => {
    server = await startFeedServer({
      '/feeds/plain.csv': { body: csv, contentType: 'text/csv' },
      '/feeds/deals.csv.gz': { body: gzipSync(csv) },
      '/feeds/encoded.csv': { body: csv, gzipEncoding: true },
      '/feeds/cut.csv': { body: bigCsv(5000), truncateAfter: 20_000 },
      '/feeds/cut.csv.gz': { body: gzipped, truncateAfter: Math.floor(gzipped.length / 2) },
      '/feeds/hang.csv': { body: csv, hang: true },
      '/feeds/gone.csv': { body: 'Server error', status: 500 },
      '/feeds/moved': { body: '', status: 302, headers: { location: '/feeds/plain.csv' } },
      '/feeds/elsewhere.csv': { body: '', status: 301, headers: { location: 'ftp://example.com/a.csv' } },
      '/feeds/download': { body: '{"id": "1"}\n' },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  test('a gzip file, told by its bytes whatever its name', async () => {
    expect(await read(file('deals.csv.gz', gzipSync(csv)))).toEqual(expected);
    const reader = await readFeed(file('deals-gzip.csv', gzipSync(csv)));
    expect(reader.size).toBe(gzipSync(csv).length);
    expect(await itemsOf(reader)).toEqual(expected);
  });

  test('plain over HTTP, with the size from Content-Length', async () => {
    const reader = await readFeed(`${server.url}/feeds/plain.csv?key=secret`);
    expect(reader.size).toBe(Buffer.byteLength(csv));
    expect(await itemsOf(reader)).toEqual(expected);
    expect(reader.bytesRead()).toBe(Buffer.byteLength(csv));
  });

  test('gzip over HTTP, as a .gz body and as Content-Encoding, size and progress in compressed bytes', async () => {
    const body = await readFeed(`${server.url}/feeds/deals.csv.gz`);
    expect(await itemsOf(body)).toEqual(expected);
    const encoded = await readFeed(`${server.url}/feeds/encoded.csv`);
    expect(encoded.size).toBe(gzipSync(csv).length);
    expect(await itemsOf(encoded)).toEqual(expected);
    expect(encoded.bytesRead()).toBe(encoded.size);
  });

  test('a redirect is followed, to http(s) only', async () => {
    expect(await read(`${server.url}/feeds/moved`)).toEqual(expected);
    await expect(readFeed(`${server.url}/feeds/elsewhere.csv`)).rejects.toThrow(/redirects to a 'ftp:' address/);
  });

  test('an HTTP error status rejects, naming the status and not the query', async () => {
    const missing = readFeed(`${server.url}/feeds/missing.csv?key=secret`);
    await expect(missing).rejects.toThrow(/HTTP 404/);
    await expect(missing).rejects.not.toThrow(/secret/);
    await expect(readFeed(`${server.url}/feeds/gone.csv`)).rejects.toThrow(/HTTP 500/);
  });

  test('a missing file, a directory, an unknown scheme and a refused connection reject with a clear message', async () => {
    await expect(readFeed(path.join(dir, 'nowhere.csv'))).rejects.toThrow(/Feed file not found: .*nowhere\.csv/);
    await expect(readFeed(dir)).rejects.toThrow(/is not a file/);
    await expect(readFeed('ftp://example.com/feed.csv')).rejects.toThrow(/Cannot read a feed over 'ftp:'/);
    await expect(readFeed('file:///etc/passwd')).rejects.toThrow(/Cannot read a feed over 'file:'/);
    const closed = await startFeedServer({});
    await closed.close();
    await expect(readFeed(`${closed.url}/feeds/a.csv`)).rejects.toThrow(/Cannot fetch http:\/\/127\.0\.0\.1:\d+\/feeds\/a\.csv: .*ECONNREFUSED/);
  });

  test('a cut connection or a truncated gzip rejects the iteration', async () => {
    await expect(read(`${server.url}/feeds/cut.csv`)).rejects.toThrow(/aborted/);
    await expect(read(`${server.url}/feeds/cut.csv.gz`)).rejects.toThrow();
    const truncated = file('truncated.csv.gz', gzipped.subarray(0, gzipped.length - 100));
    await expect(read(truncated)).rejects.toThrow(/unexpected end of file/);
    const corrupt = Buffer.from(gzipped);
    corrupt.fill(0x55, 100, 200);
    await expect(read(file('corrupt.csv.gz', corrupt))).rejects.toThrow();
  });

  test('the signal aborts a server that does not answer, and a reading under way', async () => {
    const controller = new AbortController();
    const pending = readFeed(`${server.url}/feeds/hang.csv`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow(/abort/i);

    const reading = new AbortController();
    const reader = await readFeed(file('abort.csv', bigCsv(50_000)), { signal: reading.signal });
    let count = 0;
    await expect(async () => {
      for await (const _item of reader.items) if (++count === 10) reading.abort();
    }).rejects.toThrow(/abort/i);
    expect(count).toBeLessThan(50_000);
  });

  test('progress: bytes are read as the records are pulled, not ahead', async () => {
    const content = bigCsv(100_000);
    const reader = await readFeed(file('big.csv', content));
    expect(reader.size).toBe(Buffer.byteLength(content));
    let count = 0;
    let records = 0;
    let early = -1;
    for await (const item of reader.items) {
      if ('fields' in item) records++;
      if (++count === 10) early = reader.bytesRead();
    }
    expect(records).toBe(100_000);
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(reader.size! / 4);
    expect(reader.bytesRead()).toBe(reader.size);
  });

  test('breaking off releases the source', async () => {
    const reader = await readFeed(`${server.url}/feeds/encoded.csv`);
    for await (const _item of reader.items) break;
    const again = await readFeed(file('again.csv', csv));
    expect(await itemsOf(again)).toEqual(expected);
  });
});

describe('format', () => {
  test('by the name: .gz aside, the extension tells', async () => {
    expect(await formatOf(file('a.ndjson', '{"id":"1"}\n'))).toBe('jsonl');
    expect(await formatOf(file('a.json', '{"id":"1"}\n'))).toBe('jsonl');
    expect(await formatOf(file('a.xml.gz', gzipSync('<items><item><id>1</id></item></items>')))).toBe('xml');
    expect(await formatOf(file('a.TXT', 'id\n1\n'))).toBe('csv');
    // The name wins over the content.
    expect(await formatOf(file('b.csv', '{"id":"1"}\n'))).toBe('csv');
  });

  test('by the content when the name tells nothing: <, {, anything else', async () => {
    expect(await formatOf(file('feed1', '\uFEFF\n  <items><item><id>1</id></item></items>'))).toBe('xml');
    expect(await formatOf(file('feed2.dat', '\n{"id":"1"}\n'))).toBe('jsonl');
    expect(await formatOf(file('feed3', 'id,name\n1,a\n'))).toBe('csv');
    expect(await formatOf(file('feed4.gz', gzipSync('{"id":"1"}\n')))).toBe('jsonl');
  });

  test('the format given wins over the name', async () => {
    const reader = await readFeed(file('c.csv', '{"id":"1"}\n'), { format: 'jsonl' });
    expect(await itemsOf(reader)).toEqual([{ line: 1, fields: { id: '1' } }]);
  });

  test('over HTTP, the URL path tells, not the query', async () => {
    const server = await startFeedServer({ '/download': { body: '{"id": "1"}\n' }, '/feed.xml': { body: '<items><item><id>1</id></item></items>' } });
    try {
      expect(await formatOf(`${server.url}/download?format=.csv`)).toBe('jsonl');
      expect(await formatOf(`${server.url}/feed.xml?x=1`)).toBe('xml');
    } finally {
      await server.close();
    }
  });
});
