/** A list's table scrolls sideways inside its card on a narrow screen, rather than widening the page. */
export const SCROLLING_TABLE = { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } as const;
