/**
 * A record's values by column name (CSV) or path (XML, JSON: `location.country`, `@id`); a name
 * given several values holds them all. Empty values are left out, never empty strings.
 */
export type FeedFields = Record<string, string | string[]>;
/** `line`: 1-based, where the record starts in the (uncompressed) feed. */
export type FeedItem = { line: number; fields: FeedFields } | { line: number; error: string };
