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

type Messages = Record<string, unknown>;

/** The part of a locale's messages the browser needs. */
export function clientMessages(messages: Messages): Messages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]]));
}
