import { Bookmark, BookmarkCheck, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { TJob } from '@marketplace/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { proposalsPath } from '../../../lib/links.ts';
import { formatDate, formatMoney, formatRelativeTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-jobs.ts';
import { useToggleSavedJob } from '../api/toggle-saved-job.ts';
import {
  ActivityCard,
  Attachments,
  Description,
  Facts,
  Section,
  SkillChips,
} from './job-detail-parts.tsx';
import { JobDetailLayout } from './job-detail-layout.tsx';
import { Rating } from '../../../components/ui/star-rating.tsx';

/** /job/:id for freelancers: the post, applying, saving, and who the client is. */
export const FreelancerJobView = ({ job }: { job: TJob }) => {
  const toggle = useToggleSavedJob();
  const toggleSaved = () =>
    toggle.mutate(
      { id: job.id, save: !job.saved },
      {
        onError: (error) =>
          notify.error(isApiError(error) ? error.message : S.app.somethingWentWrong),
      },
    );
  return (
    <JobDetailLayout
      back={{ to: '/home', label: S.jobBoard.backToJobs }}
      title={job.title}
      meta={S.jobBoard.posted(formatRelativeTime(job.created_at))}
      actions={
        <Card className="flex flex-col gap-3 p-5">
          {job.hired ? (
            <>
              <p className="text-sm text-slate-600">{S.jobBoard.hiredForJob}</p>
              <Link to={proposalsPath({ tab: 'active', job: job.id })} className={buttonClass()}>
                {S.jobBoard.viewContract}
              </Link>
            </>
          ) : job.applied ? (
            <>
              <p className="text-sm text-slate-600">{S.jobBoard.alreadyApplied}</p>
              <Link to={proposalsPath({ tab: 'pending', job: job.id })} className={buttonClass()}>
                {S.jobBoard.viewProposal}
              </Link>
            </>
          ) : (
            <Link to={`/job/${job.id}/submit_proposal`} className={buttonClass()}>
              <Send aria-hidden="true" className="size-4" />
              {S.jobs.applyNow}
            </Link>
          )}
          <Button variant="secondary" onClick={toggleSaved} aria-pressed={job.saved}>
            {job.saved ? (
              <BookmarkCheck aria-hidden="true" className="size-4 text-violet-700" />
            ) : (
              <Bookmark aria-hidden="true" className="size-4" />
            )}
            {job.saved ? S.jobBoard.saved : S.jobs.saveJob}
          </Button>
        </Card>
      }
      side={
        <>
          <ActivityCard job={job} />
          <Card className="p-5">
            <h2 className="text-sm font-semibold text-slate-900">{S.jobBoard.aboutClient}</h2>
            <p className="mt-3 font-medium break-words text-slate-900">@{job.client.username}</p>
            <Rating
              average={job.client.rating.average}
              count={job.client.rating.count}
              className="mt-1"
            />
            <ul className="mt-2 flex flex-col gap-1.5 text-sm text-slate-600">
              <li>{S.jobBoard.jobsPosted(job.client.jobs_posted)}</li>
              <li>{S.jobBoard.hires(job.client.hires)}</li>
              <li>{S.jobBoard.memberSince(formatDate(job.client.member_since))}</li>
            </ul>
          </Card>
        </>
      }
    >
      <Facts
        items={[
          [S.jobBoard.budget, formatMoney(job.budjet)],
          [S.jobBoard.level, job.experience_level],
          [S.jobBoard.size, job.size],
          [S.jobBoard.expectedDelivery, S.jobBoard.deliveryInDays(job.expected_delivery_time)],
        ]}
      />
      <Section title={S.jobBoard.description}>
        <Description text={job.description} />
      </Section>
      {job.time ? (
        <Section title={S.jobBoard.timeLabel}>
          <p className="text-sm text-slate-700">{job.time}</p>
        </Section>
      ) : null}
      <Section title={S.jobBoard.skills}>
        <SkillChips job={job} />
      </Section>
      <Attachments files={job.illustrative_files} />
    </JobDetailLayout>
  );
};
