export declare function securityHeaders(env: { SITE_DOMAINS?: string; SITE_URL?: string }): { key: string; value: string }[];
