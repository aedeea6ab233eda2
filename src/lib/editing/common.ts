import { z } from 'zod';
import { MAX_DB_INT, MAX_SLUG_LENGTH } from '../constants';
import { LOCALES } from '../locales';
import { hasControlCharacters, hasControlCharactersInText } from '../request-guard';

/**
 * Fields shared by the back-office's content forms and the API's writes (one rule on both sides).
 * Texts are trimmed; HTML is sanitized by the server when it is stored.
 */

/** What a slug is made of: lowercase letters and digits in words joined by single dashes, as the seed writes them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = z.string().max(MAX_SLUG_LENGTH).regex(SLUG_PATTERN, 'Lowercase letters and digits, words joined by single dashes');

/** The id of a record the write points at (a store, a category, an image). */
export const recordId = z.number().int().min(1).max(MAX_DB_INT);

/** Ids in the order the page shows them. */
export const idList = (max = 100) => z.array(recordId).max(max);

/** A line of text: trimmed, without control characters. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), 'Remove the control characters');

/** A line that must not be empty. */
export const requiredLine = (max: number) => line(max).min(1, 'Required');

/** Plain text that may span lines (an answer, an excerpt). */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharactersInText(value), 'Remove the control characters');

/** HTML written in the back-office's editor; the server keeps only what its sanitizer allows. */
export const html = z.string().max(50_000).describe('HTML; sanitized on write');

export const webUrl = z.url({ protocol: /^https?$/, error: 'An http(s) address' }).max(2000);

export const position = z.number().int().min(0).max(1_000_000);

/** One question of a page's FAQ and its answer, both plain text. */
export const faqItem = z.object({ question: requiredLine(300), answer: text(5000).min(1, 'Required') }).strict();

export const faqItems = z.array(faqItem).max(50);

export const locale = z.enum(LOCALES);

/** A record's content per locale: at least one locale. */
export const translationsOf = <T extends z.ZodType>(translation: T) =>
  z.partialRecord(locale, translation).refine((translations) => Object.keys(translations).length > 0, 'Give at least one locale');

/**
 * A partial update's content per locale: an object changes the given fields (a locale the record
 * does not have yet needs the fields a create needs), null removes the locale.
 */
export const translationPatchesOf = <T extends z.ZodType>(patch: T) => z.partialRecord(locale, patch.nullable());
