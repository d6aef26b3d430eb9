import { BookmarkCheck, CalendarDays, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { proposalCountLabel, type TJobSummary } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney, formatRelativeTime } from '../../../lib/format.ts';
import { S } from '../../../strings.ts';

/** The first non-empty line of a description, as the client's cards show it (SPEC.md section 2). */
export const firstLine = (text: string): string =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

type JobCardProps = {
  job: TJobSummary;
  /**
   * `client`: the owner's card on /my_jobs (first line, date without time, a menu);
   * `freelancer`: the browsing card (relative time, level, excerpt, skills).
   */
  variant: 'client' | 'freelancer';
  menu?: ReactNode;
};

/** A job post in a list; the whole card opens /job/:id, the menu stays its own control. */
export const JobCard = ({ job, variant, menu }: JobCardProps) => {
  const titleId = `job-${job.id}-title`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 p-5 transition-shadow duration-300 focus-within:ring-2 focus-within:ring-violet-700 hover:border-violet-200 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="mb-1 flex items-center gap-1.5 text-xs text-slate-500">
            {variant === 'client' ? (
              <>
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {S.jobBoard.postedOn(formatDate(job.created_at))}
              </>
            ) : (
              <>
                <Clock aria-hidden="true" className="size-3.5" />
                {S.jobBoard.posted(formatRelativeTime(job.created_at))}
              </>
            )}
          </p>
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
            <Link
              to={`/job/${job.id}`}
              className="after:absolute after:inset-0 after:rounded-xl hover:text-violet-800 focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h2>
        </div>
        {variant === 'freelancer' && (job.hired || job.applied) ? (
          <Badge tone={job.hired ? 'emerald' : 'violet'} className="shrink-0">
            {job.hired ? S.jobBoard.hiredMark : S.jobBoard.appliedMark}
          </Badge>
        ) : null}
        {variant === 'freelancer' && job.saved ? (
          <BookmarkCheck
            role="img"
            aria-label={S.jobBoard.saved}
            className="size-5 shrink-0 text-violet-700"
          />
        ) : null}
        {menu ? <div className="relative z-10 -mt-1 -mr-2 shrink-0">{menu}</div> : null}
      </div>

      <p
        className={
          variant === 'client'
            ? 'truncate text-sm text-slate-600'
            : 'line-clamp-2 text-sm whitespace-pre-line text-slate-600'
        }
      >
        {variant === 'client' ? firstLine(job.description) : job.description}
      </p>

      {variant === 'freelancer' && job.skills.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={S.jobBoard.skills}>
          {job.skills.map((skill) => (
            <li
              key={skill.name}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
            >
              {skill.name}
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-500">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{S.jobBoard.budget}</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(job.budjet)}</dd>
        </div>
        {variant === 'freelancer' ? (
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{S.jobBoard.level}</dt>
            <dd>{job.level}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-3.5" />
            {S.jobBoard.proposalsLabel}:
          </dt>
          <dd>{proposalCountLabel(job.proposals_count)}</dd>
        </div>
      </dl>
    </Card>
  );
};
