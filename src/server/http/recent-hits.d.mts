import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function keepRecentHit(req: IncomingMessage, res: ServerResponse, body: Buffer): void;
export declare function serveRecentHit(req: IncomingMessage, res: ServerResponse, encoding: string | null): boolean;
