/**
 * Which parts of a title to highlight for a search: the words of the title that begin with a word
 * typed (accents and case ignored, so "mediterranee" marks "Méditerranée"), or that are one letter
 * off from it (typos, from four letters). The parts are plain text: the page writes each one as
 * text, inside `<mark>` when it matches, so nothing in a title is ever read as HTML.
 */
export type HighlightPart = { text: string; match: boolean };

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: "Été" → "ete". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether two words are at most one edit apart (insertion, deletion, substitution or swap of neighbours). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

function matches(word: string, typed: string[]): boolean {
  return typed.some(
    (query) =>
      word.startsWith(query) ||
      (query.length >= 4 && (oneEditApart(word, query) || (word.length > query.length && oneEditApart(word.slice(0, query.length), query)))),
  );
}

export function highlightParts(title: string, query: string): HighlightPart[] {
  const typed = [...new Set((fold(query).match(WORD) ?? []).filter((word) => word.length > 1))];
  if (typed.length === 0) return [{ text: title, match: false }];
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of title.matchAll(WORD)) {
    const start = found.index;
    const word = found[0];
    if (!matches(fold(word), typed)) continue;
    if (start > last) parts.push({ text: title.slice(last, start), match: false });
    parts.push({ text: word, match: true });
    last = start + word.length;
  }
  if (last < title.length) parts.push({ text: title.slice(last), match: false });
  return parts;
}
