type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
};
declare const MemoryCacheHandler: new (context?: { maxMemoryCacheSize?: number } & Record<string, unknown>) => Handler;
export default MemoryCacheHandler;
