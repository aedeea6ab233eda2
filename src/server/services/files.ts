import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, db } from '../db/client';
import { blogCategoryTranslations, files } from '../db/schema';
import { localizedEntityPath } from '@/lib/entity-paths';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { invalidate, tags } from '../cache/invalidate';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { logger } from '../logger';
import { recordAudit } from './audit';
import { uploadName } from './lib/file-names';
import { reencodeImage } from './lib/images';
import { storageUrl } from './lib/media';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { openStoredFile, removeStoredFile, writeStoredFile } from './lib/storage';
import { parseRobots, ROBOTS_MAX_BYTES } from './lib/robots';

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export { ROBOTS_MAX_BYTES };

/**
 * Served when no robots.txt was uploaded: everything may be crawled but the click-out links
 * (`/out/<kind>/<id>`, redirects to the merchants). Pages that carry noindex (search, blog
 * categories) stay crawlable: a crawler must fetch them to read it.
 */
export const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /out/\n';

export type FileItem = {
  id: number;
  file: string;
  url: string;
  name: string;
  mime_type: string;
  size: number;
  kind: string;
  created_at: string;
};

function toItem(row: typeof files.$inferSelect): FileItem {
  return {
    id: row.id,
    file: row.file,
    url: storageUrl(row.file),
    name: row.name,
    mime_type: row.mimeType,
    size: row.size,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
  };
}

/** Strict UTF-8 text without NUL bytes, or null. */
function asText(data: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');

type Sniffed = { data: Uint8Array; mimeType: string; extension: string };

/** The allowlist, decided by content: PDF by its magic bytes, images by decoding, else UTF-8 text. */
async function sniff(data: Uint8Array, fileName: string): Promise<Sniffed> {
  if (Buffer.from(data.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    return { data, mimeType: 'application/pdf', extension: 'pdf' };
  }
  const image = await reencodeImage(data);
  if (image) return { data: image.data, mimeType: image.mimeType, extension: image.extension };
  if (asText(data) !== null) {
    // Text is text; the name only tells a spreadsheet from a note.
    return /\.csv$/i.test(fileName)
      ? { data, mimeType: 'text/csv; charset=utf-8', extension: 'csv' }
      : { data, mimeType: 'text/plain; charset=utf-8', extension: 'txt' };
  }
  throw new UnsupportedMediaTypeError('Only PDF, images (JPEG, PNG, WebP, GIF, AVIF, TIFF) and UTF-8 text or CSV');
}

export type FileUpload = { data: Uint8Array; fileName: string };

export async function uploadFile(upload: FileUpload): Promise<FileItem> {
  if (upload.data.byteLength > FILE_MAX_BYTES) {
    throw new PayloadTooLargeError(`Files are limited to ${FILE_MAX_BYTES / 1024 / 1024} MB`);
  }
  if (upload.data.byteLength === 0) throw new ValidationError('The file is empty');
  const sniffed = await sniff(upload.data, upload.fileName);
  const file = await writeStoredFile('files/uploads', sniffed.extension, sniffed.data);
  try {
    const [row] = await db()
      .insert(files)
      .values({
        file,
        name: uploadName(upload.fileName, `file.${sniffed.extension}`),
        mimeType: sniffed.mimeType,
        size: sniffed.data.byteLength,
        kind: 'file',
      })
      .returning();
    return toItem(row!);
  } catch (error) {
    await removeStoredFile(file);
    throw error;
  }
}

export async function listFiles(paging: Paging): Promise<Page<FileItem>> {
  const [rows, [total]] = await Promise.all([
    db().select().from(files).orderBy(desc(files.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(files),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toItem) };
}

/**
 * Replaces the robots.txt in force. Its text comes as bytes (an uploaded file) or as a string
 * (a form field); either must be UTF-8 and made only of robots.txt lines.
 */
export async function saveRobots(input: Uint8Array | string): Promise<FileItem> {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > ROBOTS_MAX_BYTES) throw new PayloadTooLargeError(`robots.txt is limited to ${ROBOTS_MAX_BYTES / 1024} KB`);
  const text = typeof input === 'string' ? input : asText(input);
  if (text === null || text.includes('\u0000')) throw new UnsupportedMediaTypeError('robots.txt must be UTF-8 text');
  const content = parseRobots(text, await noindexPaths());
  const file = await writeStoredFile('files/robots', 'txt', Buffer.from(content));
  let replaced: string[];
  let row: typeof files.$inferSelect;
  try {
    ({ replaced, row } = await db().transaction(async (tx) => {
      // Two uploads at once must still leave a single robots row.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('files:robots', 0))`);
      const old = await tx.delete(files).where(eq(files.kind, 'robots')).returning({ file: files.file });
      const [inserted] = await tx
        .insert(files)
        .values({ file, name: 'robots.txt', mimeType: 'text/plain; charset=utf-8', size: Buffer.byteLength(content), kind: 'robots' })
        .returning();
      await recordAudit(tx as unknown as Db, {
        action: 'update',
        entityType: 'robots_txt',
        entityId: inserted!.id,
        locale: null,
        before: { file: old[0]?.file ?? null },
        after: { file, content },
      });
      return { replaced: old.map((o) => o.file), row: inserted! };
    }));
  } catch (error) {
    await removeStoredFile(file);
    throw error;
  }
  await Promise.all(replaced.map(removeStoredFile));
  await invalidate(tags.robots);
  return toItem(row);
}

/**
 * Paths of pages that carry noindex, as a crawler asks for them on any host: with and without
 * each locale's prefix (a shared host prefixes nl-be and fr-fr, their own domains do not). The
 * search page, the blog list's further pages and every blog category (SPEC §4).
 */
async function noindexPaths(): Promise<string[]> {
  const categories = await db()
    .select({ locale: blogCategoryTranslations.locale, slug: blogCategoryTranslations.slug })
    .from(blogCategoryTranslations);
  const paths = new Set<string>();
  for (const locale of LOCALES) {
    const pagesOfLocale = [
      '/search',
      '/search?str=voyage',
      '/blog?page=2',
      ...categories.filter((row) => row.locale === locale).map((row) => localizedEntityPath(locale, 'blog_category', [row.slug])),
    ];
    for (const prefix of new Set(['', locale === DEFAULT_LOCALE ? '' : `/${locale}`])) {
      for (const path of pagesOfLocale) paths.add(`${prefix}${path}`);
    }
  }
  return [...paths];
}

/** The robots.txt in force, or the permissive default when none was uploaded. */
export async function getRobotsTxt(): Promise<string> {
  const [row] = await db()
    .select({ file: files.file })
    .from(files)
    .where(eq(files.kind, 'robots'))
    .orderBy(desc(files.id))
    .limit(1);
  if (!row) return DEFAULT_ROBOTS;
  const stored = await openStoredFile(row.file);
  if (!stored) {
    logger.warn({ file: row.file }, 'robots.txt row without its file; serving the default');
    return DEFAULT_ROBOTS;
  }
  return new Response(stored.open()).text();
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Stored files get fresh random names (uploads) or are generated once (seed): their bytes never change. */
const IMMUTABLE_PREFIXES = ['media/uploads/', 'media/seed/', 'files/uploads/', 'files/robots/'];

export type ServedFile = {
  contentType: string;
  size: number;
  etag: string;
  modified: Date;
  immutable: boolean;
  open: () => ReadableStream<Uint8Array>;
};

/** A file of the storage directory as the storage route serves it, or null (missing or refused path). */
export async function readStoredFile(relativePath: string): Promise<ServedFile | null> {
  const stored = await openStoredFile(relativePath);
  if (!stored) return null;
  const extension = relativePath.slice(relativePath.lastIndexOf('.') + 1).toLowerCase();
  return {
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size: stored.size,
    // Size and modification time identify a version without reading the bytes.
    etag: `"${stored.size.toString(16)}-${Math.floor(stored.modified.getTime()).toString(16)}"`,
    modified: stored.modified,
    immutable: IMMUTABLE_PREFIXES.some((prefix) => relativePath.startsWith(prefix)),
    open: stored.open,
  };
}
