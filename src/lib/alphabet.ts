/** The group of names that start with anything but a letter (a digit, a sign). */
export const OTHER_INITIAL = '#';

/** The letter a name is filed under in an A–Z list: accents dropped (É under E), `#` for the rest. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : OTHER_INITIAL;
}

export type InitialGroup<T> = { initial: string; items: T[] };

/**
 * Names grouped by their first letter, A to Z with `#` first, each group sorted as the locale
 * sorts (accents and case do not split or reorder a group). Letters no name starts with are left out.
 */
export function groupByInitial<T extends { name: string }>(items: readonly T[], locale: string): InitialGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const initial = initialOf(item.name);
    const group = groups.get(initial);
    if (group) group.push(item);
    else groups.set(initial, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_INITIAL ? -1 : b === OTHER_INITIAL ? 1 : a.localeCompare(b)))
    .map(([initial, members]) => ({ initial, items: members.sort((a, b) => collator.compare(a.name, b.name)) }));
}
