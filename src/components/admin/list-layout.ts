/**
 * A list's table scrolls sideways inside its card on a narrow screen, rather than widening the page.
 * The table's own wrapper scrolls, not the list's content: the bulk-actions bar sits above the
 * table and slides up over the filters when rows are selected, and a scrolling content would clip it.
 */
export const SCROLLING_TABLE = {
  minWidth: 0,
  '& .RaList-main, & .RaList-content, & .RaDatagrid-root': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/**
 * While rows are selected, react-admin's bulk-actions bar lies over the list's filters and buttons:
 * they are hidden then (and out of the tab order), so no control stays reachable under the bar.
 */
export const BULK_BAR_OVER_ACTIONS = {
  '&:has(.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)) .RaList-actions': { visibility: 'hidden' },
} as const;
