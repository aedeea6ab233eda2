/** Words read per minute for a post's reading time. */
export const WORDS_PER_MINUTE = 200;

/** The words of an HTML text: tags, entities and punctuation alone are not words. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read so many words: words / 200, rounded up, at least one. */
export function minutesToRead(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Minutes to read an HTML text. */
export function readingMinutes(html: string): number {
  return minutesToRead(wordCount(html));
}
