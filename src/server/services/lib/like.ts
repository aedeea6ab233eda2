/** A LIKE/ILIKE pattern matching values that contain `text` literally (`%`, `_` and `\` escaped). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
