/** The look of the filters' fields (selects, dates, prices): one height and border, so they line up. */
export const FIELD = 'h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-[0.9375rem] text-ink focus-visible:border-primary-600';
