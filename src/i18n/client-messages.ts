/**
 * The message namespaces client components read (directly, or through a shared component they
 * render, such as Stars in the store's rating). Only these cross into the page's payload: every
 * page carried the whole catalogue, twice the text, though the server renders the rest.
 * client-messages.test.ts keeps this list in step with the code.
 */
export const CLIENT_NAMESPACES = [
  'Captcha',
  'Contact',
  'Footer',
  'Header',
  'Integrations',
  'Layout',
  'Promotions',
  'Search',
  'Store',
  'UI',
] as const;

/**
 * The namespaces only the comparator's client components read (its filters, results and deal
 * cards, drawn in the browser for each view): its pages add them for the part under them
 * (`ClientMessages`, src/i18n/client-scope.tsx), so no other page carries them.
 */
export const COMPARATOR_NAMESPACES = ['Comparator', 'Deals'] as const;

type Messages = Record<string, unknown>;

/** The part of a locale's messages the browser needs: the site's client namespaces, or those given. */
export function clientMessages(messages: Messages, namespaces: readonly string[] = CLIENT_NAMESPACES): Messages {
  return Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]]));
}
