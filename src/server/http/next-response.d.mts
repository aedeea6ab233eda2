import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function prepareNextResponse(req: IncomingMessage, res: ServerResponse): void;
