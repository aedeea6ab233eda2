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

/** The brand's first word ("Vakantio" of "Vakantio France"): what every site's brand starts with. */
const brandStem = (brand: string) => squeeze(brand).split(' ')[0] ?? brand;

/**
 * The title without a brand written at its end (`Contact | Brand`): the site's brand, or another
 * site's that starts with the same word (`| Vakantio` on the site branded "Vakantio France"),
 * however many times it was written.
 */
export function withoutBrand(title: string, brand: string): string {
  const trailing = new RegExp(`${SEPARATOR}${escapeRegExp(brandStem(brand))}(?:\\s+\\p{L}+)?\\s*$`, 'iu');
  let bare = squeeze(title);
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(trailing, '');
  }
  return bare;
}

/**
 * A page title that fits (`max` characters), by one rule on every page: `Title | Brand`, or the
 * title alone when it starts with the brand's name (the home page's `Brand : …`). A brand the
 * editors wrote at the end is taken off and put back as the site's own; a title too long is cut
 * at a word to leave room for the brand. `suffix` (a page number) is kept.
 */
export function fitTitle(title: string, brand: string, { suffix = '', max = MAX_TITLE_LENGTH }: { suffix?: string; max?: number } = {}): string {
  const bare = withoutBrand(title, brand);
  const tail = bare === '' || bare.toLowerCase().startsWith(brandStem(brand).toLowerCase()) ? '' : ` | ${squeeze(brand)}`;
  const head = bare || squeeze(brand);
  const ending = `${suffix ? ` – ${suffix}` : ''}${tail}`;
  return `${cutAtWord(head, max - ending.length)}${ending}`;
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
