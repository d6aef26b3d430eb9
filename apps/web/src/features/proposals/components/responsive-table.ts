/*
 * One markup for every width: where the table's card is at least 56rem wide (a container
 * query, so it follows the space the table really has, not the window) a table; below it
 * each row becomes a card whose cells are labelled by their column (data-label), so no action
 * is ever off-screen. Between 768 and 900 px the six columns of Active did not fit (issue 15).
 */
export const tableFrame = '@container';
export const table = 'block w-full @4xl:table';
export const thead = 'hidden border-b border-slate-200 bg-slate-50 @4xl:table-header-group';
export const th =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
export const tbody = 'block divide-y divide-slate-100 @4xl:table-row-group';
export const tr = 'block px-4 py-3 @4xl:table-row @4xl:p-0';
export const td =
  'flex gap-3 py-1.5 text-sm break-words text-slate-700 *:min-w-0 before:w-24 before:shrink-0 before:pt-0.5 before:text-xs before:font-semibold before:tracking-wide before:text-slate-500 before:uppercase before:content-[attr(data-label)] @4xl:table-cell @4xl:px-4 @4xl:py-3 @4xl:align-top @4xl:before:content-none';
