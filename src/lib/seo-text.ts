/** Longest title a results page shows whole (about 600 px). */
export const MAX_TITLE_LENGTH = 65;
/** Longest description a results page shows whole. */
export const MAX_DESCRIPTION_LENGTH = 160;

const ELLIPSIS = '…';
/** What may separate a brand from the rest of a title: `X | Brand`, `X - Brand`, `Brand : X`. */
const SEPARATOR = String.raw`\s*[|\-–—:·•]\s*`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The longest start of `text` that fits in `max` characters without cutting a word, with an
 * ellipsis when something was left out; a trailing separator or comma goes too.
 */
export function cutAtWord(text: string, max: number): string {
  const clean = squeeze(text);
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length);
  // The room ends with a whole word when what follows is a space or punctuation.
  const whole = /[\s,;:.!?)]/.test(clean[room.length] ?? ' ');
  const end = room.lastIndexOf(' ');
  // One word longer than the room: nothing can be kept whole but its start.
  const kept = whole ? room : end > 0 ? room.slice(0, end) : room;
  return `${kept.replace(/[\s|\-–—:·•,;]+$/, '')}${ELLIPSIS}`;
}

/** The title without a brand written at its end (`Contact | Brand`). */
export function withoutBrand(title: string, brand: string): string {
  return squeeze(title).replace(new RegExp(`${SEPARATOR}${escapeRegExp(brand)}\\s*$`, 'i'), '');
}

/**
 * A page title that fits (`max` characters) with the brand once: a brand the editors wrote at the
 * end is taken off and put back only when it fits; a title that already names the brand elsewhere
 * keeps it there; a title too long even alone is cut at a word. `suffix` (a page number) is kept.
 */
export function fitTitle(title: string, brand: string, { suffix = '', max = MAX_TITLE_LENGTH }: { suffix?: string; max?: number } = {}): string {
  const bare = withoutBrand(title, brand) || brand;
  const named = bare.toLowerCase().includes(brand.toLowerCase());
  const withSuffix = suffix ? `${bare} – ${suffix}` : bare;
  const branded = named ? withSuffix : `${withSuffix} | ${brand}`;
  if (branded.length <= max) return branded;
  if (withSuffix.length <= max) return withSuffix;
  return suffix ? `${cutAtWord(bare, max - suffix.length - 3)} – ${suffix}` : cutAtWord(bare, max);
}

/**
 * A description that fits (`max` characters), cut at a word. `market` is a sentence that names the
 * country a page serves: it ends the description unless the text already names the country.
 */
export function fitDescription(
  text: string,
  { market, marketName, max = MAX_DESCRIPTION_LENGTH }: { market?: string; marketName?: string; max?: number } = {},
): string {
  const clean = squeeze(text);
  if (!market || !marketName || clean.toLowerCase().includes(marketName.toLowerCase())) return cutAtWord(clean, max);
  if (!clean) return cutAtWord(market, max);
  return `${cutAtWord(clean, max - market.length - 1)} ${market}`;
}
