import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The site's teal, with contrast that passes WCAG AA on every text. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  // MUI's default orange (a list's missing locales) and red (a form's delete) miss 4.5:1 on white and
  // on the form toolbar's grey; this amber and red pass on both.
  palette: { primary: { main: '#0f766e' }, secondary: { main: '#134e4a' }, warning: { main: '#b45309' }, error: { main: '#b91c1c' } },
  components: {
    ...defaultTheme.components,
    // An empty list's message is written in the "disabled" grey (2.6:1 on white): the secondary text's grey passes.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A short column title ("Fin") made a sort button narrower than WCAG 2.2's 24 px target.
    MuiTableSortLabel: { styleOverrides: { root: { minWidth: 24, minHeight: 24 } } },
    // The bulk-actions bar is tinted with the teal (#d8e9e7), on which the teal's text is 4.36:1: its
    // buttons take the darker teal (7.5:1).
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar .MuiButton-colorPrimary': { color: '#134e4a' } } } },
    // The app bar's spinner shows while any request runs; a progressbar needs a name for screen readers.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Chargement' } },
  },
};
