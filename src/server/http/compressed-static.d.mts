import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function compressedStatic(
  distDir: string,
  headers: { key: string; value: string }[],
): { prepare(): Promise<void>; serve(req: IncomingMessage, res: ServerResponse): boolean };
