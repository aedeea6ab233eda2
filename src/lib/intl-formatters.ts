/**
 * Intl formatters, each made once per locale and options and then reused. Making one costs far
 * more than formatting with it, and the first of a kind and locale loads its locale's data: a
 * store page made a new formatter for every coupon's "used 5 minutes ago", every rating and every
 * translated number, and its blocking time after the first paint fell by about a third (at 4× CPU
 * slowdown) once they were reused.
 */
type Formatter<Options, Made> = new (locale?: string | string[], options?: Options) => Made;

// Keys come from the site's own call sites (a few locales × a few option sets), so the map stays small.
const made = new Map<string, unknown>();

function reused<Options, Made>(kind: Formatter<Options, Made>, locale?: string | string[], options?: Options): Made {
  const key = `${kind.name}|${String(locale)}|${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = made.get(key) as Made | undefined;
  if (formatter === undefined) {
    formatter = new kind(locale, options);
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale?: string | string[], options?: Intl.NumberFormatOptions) => reused(Intl.NumberFormat, locale, options);

export const dateTimeFormat = (locale?: string | string[], options?: Intl.DateTimeFormatOptions) =>
  reused(Intl.DateTimeFormat, locale, options);

export const pluralRules = (locale?: string | string[], options?: Intl.PluralRulesOptions) => reused(Intl.PluralRules, locale, options);

export const relativeTimeFormat = (locale?: string | string[], options?: Intl.RelativeTimeFormatOptions) =>
  reused(Intl.RelativeTimeFormat, locale, options);
