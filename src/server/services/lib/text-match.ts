import 'server-only';
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MAX_SEARCH_LENGTH } from '@/lib/constants';
import { languageOf, type Locale } from '@/lib/locales';
import { withoutControlCharacters } from '@/lib/request-guard';
import { db, type Db } from '../../db/client';

/**
 * Trigram similarity a word must reach to count as a typo of a word in a name: "barcelnoe" is
 * 0.6 from "barcelone", "barcelonne" 0.75, while unrelated words stay under 0.4.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Shorter queries are matched by prefix only: four letters already share most trigrams with
 * unrelated names ("barc" would find Bari), and the prefix finds what they begin anyway.
 */
const FUZZY_MIN_LETTERS = 5;

/** Longer input is not a search; it only costs the database time. */
export const MAX_QUERY_LENGTH = MAX_SEARCH_LENGTH;

/**
 * Words read from a query, and letters read from a word: each word is one more prefix for every
 * row's tokens to be tested against, so a hundred one-letter words cost a search 80 times a
 * normal one. A visitor's search holds a few words; the longest French and Dutch words fit.
 */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 32;

/**
 * A word is read as a prefix from two letters: a one-letter prefix (`a:*`) holds most tokens of
 * every row, and made a search three times as slow as a store's name, while two letters cost no
 * more than the name (npm run bench:hardening). A one-letter word matches a whole word only.
 */
const PREFIX_MIN_LETTERS = 2;

export type TextQuery = {
  /** Trimmed and lower-cased; the SQL side removes accents with immutable_unaccent. */
  text: string;
  /** The text-search configuration the locale's `search` columns are built with. */
  config: 'french' | 'dutch';
  /**
   * The words for to_tsquery: `word:* & word:*`, so "barc" already finds "Barcelone"; a text of
   * one-letter words only (`a`) asks for them as whole words.
   */
  terms: string;
  fuzzy: boolean;
};

/**
 * Reads what a visitor typed. Null when there is nothing to search for (SPEC §5: a search runs
 * only on non-empty text), which callers answer with an empty result.
 */
export function textQuery(locale: Locale, raw: string): TextQuery | null {
  // A control character (NUL above all, which PostgreSQL cannot take) separates words like a space.
  const typed = withoutControlCharacters(raw).normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY_LENGTH);
  // Only letters and digits reach to_tsquery, so nothing typed can be read as tsquery syntax, and
  // `%` or `_` are plain characters (no LIKE pattern is built from the text).
  const all = [...typed.matchAll(/[\p{L}\p{N}]+/gu)];
  if (all.length === 0) return null;
  const found = all.slice(0, MAX_WORDS);
  // Words past the last one read take part in no comparison (exact name, typos) either.
  const last = found.at(-1)!;
  const text = all.length > MAX_WORDS ? typed.slice(0, last.index + last[0].length) : typed;
  const words = [...new Set(found.map(([word]) => word.slice(0, MAX_WORD_LENGTH)))];
  // Elided articles and lone letters ("l'", "d'", "à") would each demand a word starting with them,
  // and are too short to tell a typo from another word.
  const meaningful = words.filter((word) => word.length >= PREFIX_MIN_LETTERS);
  return {
    text,
    config: languageOf(locale) === 'nl' ? 'dutch' : 'french',
    terms: meaningful.length > 0 ? meaningful.map((word) => `${word}:*`).join(' & ') : words.join(' & '),
    fuzzy: meaningful.join('').length >= FUZZY_MIN_LETTERS,
  };
}

function config(query: TextQuery): SQL {
  // The value comes from a closed set, never from input.
  return sql.raw(`'${query.config}'::regconfig`);
}

export function tsQuery(query: TextQuery): SQL {
  return sql`to_tsquery(${config(query)}, immutable_unaccent(${query.terms}))`;
}

/** The form the trigram indexes are built on: `immutable_unaccent(lower(column))`. */
export function foldedName(name: SQLWrapper): SQL {
  return sql`immutable_unaccent(lower(${name}))`;
}

function foldedQuery(query: TextQuery): SQL {
  return sql`immutable_unaccent(${query.text})`;
}

/**
 * The tokens to match: a generated `search` column when the table has one, otherwise the name
 * tokenized on the fly (small tables: categories, destinations).
 */
function vectorOf(query: TextQuery, vector: SQLWrapper | null, name: SQLWrapper): SQL {
  return vector ? sql`${vector}` : sql`to_tsvector(${config(query)}, immutable_unaccent(${name}))`;
}

/**
 * A row matches when its words begin with the words typed (stemmed in the locale's language,
 * accents ignored) or, for queries long enough, when the name holds a word close to the query
 * (typos). `<%` reads its threshold from the transaction of `withFuzzyMatching`.
 */
export function textMatches(query: TextQuery, vector: SQLWrapper | null, name: SQLWrapper): SQL {
  const words = sql`${vectorOf(query, vector, name)} @@ ${tsQuery(query)}`;
  if (!query.fuzzy) return words;
  return or(words, sql`${foldedQuery(query)} <% ${foldedName(name)}`)!;
}

/**
 * Relevance, in tiers that never overlap, then by closeness within a tier:
 * a name that is exactly the query (10), a name that begins with it (8), a name that holds every
 * word typed (stemmed, accents ignored: 6), other text of the row that holds them (4), and a
 * near spelling only (0). Within a tier, the full-text rank (normalized below 1) and how closely
 * the name holds the query and is like it as a whole (trigram similarities, at most 1 together)
 * order the rows, so "itallie" puts Italie before the posts whose long titles mention it. So "vacances à
 * la mer" puts sea holidays, whose names hold those words, before rows that only mention one.
 */
export function textScore(query: TextQuery, vector: SQLWrapper | null, name: SQLWrapper): SQL<number> {
  const folded = foldedName(name);
  const typed = foldedQuery(query);
  const inName = sql`to_tsvector(${config(query)}, immutable_unaccent(${name})) @@ ${tsQuery(query)}`;
  const inRow = vector ? sql`${vector} @@ ${tsQuery(query)}` : inName;
  return sql<number>`((case
      when ${folded} = ${typed} then 10
      when starts_with(${folded}, ${typed}) then 8
      when ${inName} then 6
      when ${inRow} then 4
      else 0 end)
    + ts_rank(${vectorOf(query, vector, name)}, ${tsQuery(query)}, 32)
    + (word_similarity(${typed}, ${folded}) + similarity(${typed}, ${folded})) / 2)::float8`;
}

/**
 * Runs searches in a transaction whose trigram threshold is ours: pg_trgm's default of 0.6
 * misses common typos, and a session-wide setting would leak to other users of a pooled connection.
 */
export function withFuzzyMatching<T>(run: (tx: Db) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    // A transaction offers every query method of the database it runs on.
    return run(tx as unknown as Db);
  });
}
