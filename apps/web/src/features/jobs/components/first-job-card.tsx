import { BriefcaseBusiness, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { S } from '../../../strings.ts';

/** A new client's first step: post a job (shown while they have none). */
export const FirstJobCard = () => (
  <Card className="flex flex-col gap-4 border-violet-200 bg-violet-50/60 p-5 sm:flex-row sm:items-center sm:p-6">
    <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-violet-700 ring-1 ring-violet-200">
      <BriefcaseBusiness aria-hidden="true" className="size-6" />
    </span>
    <div className="min-w-0 flex-1">
      <h2 className="text-base font-semibold text-slate-900">{S.jobBoard.firstStepTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{S.jobBoard.firstStepText}</p>
    </div>
    <Link
      to="/create_job"
      className={buttonClass({ className: 'shrink-0 self-start sm:self-auto' })}
    >
      <Plus aria-hidden="true" className="size-4" />
      {S.jobBoard.postAJob}
    </Link>
  </Card>
);
