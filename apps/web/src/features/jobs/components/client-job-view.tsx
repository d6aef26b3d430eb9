import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { TJob } from '@marketplace/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { proposalsPath } from '../../../lib/links.ts';
import { S } from '../../../strings-jobs.ts';
import {
  ActivityCard,
  Attachments,
  Description,
  Facts,
  Section,
  SkillChips,
} from './job-detail-parts.tsx';
import { JobDetailLayout } from './job-detail-layout.tsx';

/** /job/:id for clients: the post as its owner reads it, with its real activity. */
export const ClientJobView = ({ job }: { job: TJob }) => (
  <JobDetailLayout
    back={{ to: '/my_jobs', label: S.jobBoard.myJobs }}
    title={job.title}
    meta={S.jobBoard.postedOn(formatDate(job.created_at))}
    actions={
      job.is_owner ? (
        <Card className="flex flex-col gap-3 p-5">
          <Link to={proposalsPath({ tab: 'pending', job: job.id })} className={buttonClass()}>
            {S.jobs.viewProposals}
          </Link>
          <Link to={`/update_job/${job.id}`} className={buttonClass({ variant: 'secondary' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {S.jobs.editJobPost}
          </Link>
        </Card>
      ) : null
    }
    side={<ActivityCard job={job} />}
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
