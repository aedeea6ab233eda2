import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '../../env';

/**
 * The directory of uploaded and seeded files (STORAGE_DIR). Stored rows keep paths relative
 * to it, with forward slashes, e.g. `media/uploads/3f9c….webp`.
 */
const holder = globalThis as unknown as { __storageRoot?: string };

export function storageRoot(): string {
  return (holder.__storageRoot ??= path.resolve(env.STORAGE_DIR));
}

/** Points storage at another directory (tests, scripts that work on a copy). */
export function useStorageRoot(dir: string): void {
  holder.__storageRoot = path.resolve(dir);
}

// One path segment: no separators, no leading dot (so no `.`, `..` or hidden files), nothing exotic.
const SEGMENT = /^[\w@+-][\w.@+-]{0,199}$/;

/**
 * The absolute path of a stored file, or null when the relative path could leave the storage
 * directory or names something we never store (hidden files, odd characters).
 */
export function resolveStoredPath(relative: string): string | null {
  const segments = relative.split('/');
  if (segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return null;
  const root = storageRoot();
  const absolute = path.resolve(root, ...segments);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

/** Writes bytes under a fresh random name in `dir` and returns the relative path. */
export async function writeStoredFile(dir: string, extension: string, data: Uint8Array): Promise<string> {
  const relative = `${dir}/${randomBytes(16).toString('hex')}.${extension}`;
  const absolute = resolveStoredPath(relative);
  if (!absolute) throw new Error(`Refusing to store under ${dir}`);
  await mkdir(path.dirname(absolute), { recursive: true });
  // `wx`: never overwrite, even in the unlikely event of a name collision.
  await writeFile(absolute, data, { flag: 'wx', mode: 0o644 });
  return relative;
}

export async function removeStoredFile(relative: string): Promise<void> {
  const absolute = resolveStoredPath(relative);
  if (absolute) await rm(absolute, { force: true });
}

export type StoredFileHandle = {
  size: number;
  modified: Date;
  open: () => ReadableStream<Uint8Array>;
};

/**
 * A regular file inside the storage directory, or null. Symbolic links that point outside the
 * directory are refused too, so a link planted in storage cannot expose the rest of the disk.
 */
export async function openStoredFile(relative: string): Promise<StoredFileHandle | null> {
  const absolute = resolveStoredPath(relative);
  if (!absolute) return null;
  try {
    // The storage directory is data, not code: keep the build's file tracing out of it.
    const [real, realRoot] = await Promise.all([
      realpath(/*turbopackIgnore: true*/ absolute),
      realpath(/*turbopackIgnore: true*/ storageRoot()),
    ]);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const info = await stat(real);
    if (!info.isFile()) return null;
    return {
      size: info.size,
      modified: info.mtime,
      open: () => Readable.toWeb(createReadStream(real)) as ReadableStream<Uint8Array>,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return null;
    }
    throw error;
  }
}
