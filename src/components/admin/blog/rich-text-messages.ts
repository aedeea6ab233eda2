/** The editor's commands in the back-office's language; ra-language-french has none for the rich-text input. */
export const RICH_TEXT_MESSAGES = {
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strike: 'Barré',
  code: 'Code',
  list_bulleted: 'Liste à puces',
  list_numbered: 'Liste numérotée',
  link: 'Ajouter un lien',
  clear_format: 'Effacer la mise en forme',
};
