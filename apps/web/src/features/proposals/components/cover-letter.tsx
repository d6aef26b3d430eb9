import { useState } from 'react';
import { S } from '../../../strings-proposals.ts';

/** A cover letter cut to two lines; a click shows it whole, another cuts it again. */
export const CoverLetter = ({ text }: { text: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      onClick={() => setOpen((value) => !value)}
      aria-expanded={open}
      title={open ? S.proposalFlow.showLess : S.proposalFlow.showMore}
      className={`max-w-xs text-left whitespace-pre-line hover:text-slate-900 ${open ? '' : 'line-clamp-2'}`}
    >
      {text}
    </button>
  );
};
