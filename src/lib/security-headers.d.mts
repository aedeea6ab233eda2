export declare function securityHeaders(env: { SITE_DOMAINS?: string; SITE_URL?: string }): { key: string; value: string }[];
export declare function nextHeaderRules(env: { SITE_DOMAINS?: string; SITE_URL?: string }): { source: string; headers: { key: string; value: string }[] }[];
