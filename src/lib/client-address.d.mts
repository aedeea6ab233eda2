export declare const STAMP_HEADER: string;
export declare function createStamp(): string;
export declare function currentStamp(): string | undefined;
export declare function appendSocketAddress(incoming: string | string[] | undefined, socketAddress: string | undefined): string;
export declare function stampRequest(
  req: { headers: Record<string, string | string[] | undefined>; rawHeaders?: string[]; socket: { remoteAddress?: string } },
  stamp: string,
  trustedHops: number,
): void;
export declare function trustedForwardedHost(header: string | string[] | undefined, trustedHops: number): string | undefined;
export declare function clientAddressFrom(forwardedFor: string | null | undefined, trustedHops: number): string | null;
