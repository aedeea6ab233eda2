export declare const THIRD_PARTY_PORT: number;
export declare const THIRD_PARTY_ORIGIN: string;
export declare const SMTP_PORT: number;
