import { translationsToSend } from '../translations';

type Options = { previousData?: Record<string, unknown> };

/** A new category or destination: the locales given a name, under the parent chosen. */
export const newLandingToSend = translationsToSend('name');

const editedTranslations = translationsToSend('name', 'null');

/**
 * A PATCH of the record as its form read it: a node keeps its parent and level (they are not
 * the PATCH's to change), and a locale whose name was emptied is removed.
 */
export function editedLandingToSend(data: Record<string, unknown>, options?: Options) {
  const { parent_id: _parent, level: _level, ...fields } = data;
  return editedTranslations(fields, options);
}
