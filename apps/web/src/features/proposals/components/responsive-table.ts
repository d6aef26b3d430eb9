/*
 * One markup for every width: from md up a table; below it each row becomes a card whose
 * cells are labelled by their column (data-label), so no action is ever off-screen.
 */
export const table = 'block w-full md:table';
export const thead = 'hidden border-b border-slate-200 bg-slate-50 md:table-header-group';
export const th =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
export const tbody = 'block divide-y divide-slate-100 md:table-row-group';
export const tr = 'block px-4 py-3 md:table-row md:p-0';
export const td =
  'flex gap-3 py-1.5 text-sm text-slate-700 before:w-24 before:shrink-0 before:pt-0.5 before:text-xs before:font-semibold before:tracking-wide before:text-slate-500 before:uppercase before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:align-top md:before:content-none';
