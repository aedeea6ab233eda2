import type { IncomingMessage, ServerResponse } from 'node:http';

export type Encoding = 'br' | 'gzip';
export declare function chooseEncoding(header: string | string[] | undefined): Encoding | null;
export declare class CompressedBodies {
  constructor(maxBytes: number);
  compressed(body: string | Buffer, encoding: Encoding): Promise<Buffer>;
  get bytes(): number;
}
export declare function compressOnce(
  req: IncomingMessage,
  res: ServerResponse,
  node: { writeHead: ServerResponse['writeHead']; end: ServerResponse['end'] },
  sent?: (encoding: Encoding, bytes: Buffer) => void,
): void;
