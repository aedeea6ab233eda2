import 'server-only';

/** Letters NFD does not decompose into an ASCII base letter. */
const SPECIAL_LETTERS: Record<string, string> = {
  ı: 'i', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ħ: 'h',
};

/** Lowercase ASCII, accents stripped, words joined by hyphens: "Îles Baléares" → "iles-baleares". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ıøæœßłđðþħ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** "A, B et C" / "A, B en C". */
export function listJoin(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const VOWEL_START = /^[aeiouyàâäéèêëîïôöûüœhAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜŒH]/;

/** French "à" before a place name: "à Malaga", "au Cap", "aux Saintes-Maries". */
export function frAt(place: string): string {
  if (place.startsWith('Le ')) return `au ${place.slice(3)}`;
  if (place.startsWith('Les ')) return `aux ${place.slice(4)}`;
  return `à ${place}`;
}

/** French "de" before a place name: "de Malaga", "d'Albufeira", "du Cap". */
export function frOf(place: string): string {
  if (place.startsWith('Le ')) return `du ${place.slice(3)}`;
  if (place.startsWith('Les ')) return `des ${place.slice(4)}`;
  return VOWEL_START.test(place) ? `d'${place}` : `de ${place}`;
}

/** "Le Cap" → "le Cap" inside a sentence. */
export function frInline(place: string): string {
  return place.replace(/^(Le|La|Les) /, (m) => m.toLowerCase());
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Euros from cents, written the way each language does: "1 299 €" / "€ 1.299". */
export function euros(cents: number, language: 'fr' | 'nl'): string {
  const value = Math.round(cents / 100);
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? ' ' : '.');
  return language === 'fr' ? `${grouped} €` : `€ ${grouped}`;
}

/** The first of `candidates` that fits in `max` characters, or the last one (the shortest wording) when none does. */
export function firstFitting(max: number, candidates: readonly string[]): string {
  return candidates.find((c) => c.length <= max) ?? (candidates[candidates.length - 1] as string);
}

/** Longest explicit SEO title the seed writes: the site appends " | Vakantio France" (18 characters) to reach 65 at most. */
export const SEO_TITLE_MAX = 47;
/** Longest meta description a results page shows whole. */
export const META_MAX = 160;
