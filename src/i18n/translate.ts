/**
 * A translator of one namespace, as both next-intl's server `t` and the client's (src/i18n/client.tsx)
 * are: markup shared by a server fallback and a client component takes one.
 */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;
