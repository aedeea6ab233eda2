type CacheValue = { kind?: string; html?: unknown; headers?: Record<string, unknown>; revalidate?: unknown } | null | undefined;
type CacheEntry = { value?: CacheValue; lastModified?: number; cacheControl?: { revalidate?: unknown } } | null | undefined;
type CacheContext = { kind?: string; revalidate?: unknown; tags?: string[] } | undefined;

export declare function inlineScripts(html: string): string[];
export declare function trustedScriptHashes(html: string): string[];
export declare const RUN_DEFERRED_SCRIPTS: string;
export declare function deferChunkScripts(html: string, nonce?: string): string;
export declare function prepareStoredPage(data: CacheValue): void;
export declare function isStorable(data: (CacheValue & { status?: unknown }) | null | undefined): boolean;
export declare class RenderGuard {
  noteRead(key: string, entry: CacheEntry, ctx: CacheContext, now?: number): void;
  mayStore(key: string, data: CacheValue, ctx: CacheContext): boolean;
  noteExpiry(tags: string | string[], now?: number): void;
}
export declare function tagsOf(data: CacheValue, ctx: CacheContext): string[];
