export declare const BASE_POLICY: string;
export declare const STORED_FILE_POLICY: string;
export declare function documentPolicy(scriptSources: readonly string[]): string;
export declare function noncePolicy(nonce: string): string;
export declare function policyNonce(policy: string): string | null;
export declare function createNonce(): string;
export declare function integrationOrigins(source?: Record<string, string | undefined>): string[];
export declare const COMMENTS_SCRIPT_DEFAULT: string;
