import { Filter, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { S } from '../../../strings-proposals.ts';

/** Says which job the proposals are filtered to, and clears the filter. */
export const JobFilterBar = ({ title, onClear }: { title?: string; onClear: () => void }) => (
  <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-violet-200 bg-violet-50 px-4 py-2.5 text-sm text-violet-900">
    <Filter aria-hidden="true" className="size-4 shrink-0" />
    <p className="min-w-0 flex-1 break-words">
      {S.proposalFlow.filteredTo}{' '}
      <span className="font-semibold">{title ? `“${title}”` : S.proposalFlow.oneJob}</span>
    </p>
    <Button variant="secondary" size="sm" onClick={onClear}>
      <X aria-hidden="true" className="size-4" />
      {S.proposalFlow.clearJobFilter}
    </Button>
  </div>
);
