export type ImageEntry = { value: { buffer: Buffer }; lastModified: number; cacheControl?: unknown };

export declare class ImageCache {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  get(key: string): ImageEntry | null;
  set(key: string, value: { buffer: Buffer }, ctx: { cacheControl?: unknown } | undefined): void;
  delete(key: string): void;
  get bytes(): number;
}

export declare const imageCache: ImageCache;
