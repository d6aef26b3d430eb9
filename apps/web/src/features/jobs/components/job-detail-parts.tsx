import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { proposalCountLabel, type TJob, type TJobFile } from '@marketplace/contract';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-jobs.ts';
import { useDownloadJobFile } from '../api/download-job-file.ts';
import { formatFileSize } from '../job-files.ts';

/** Label and value tiles: budget, level, size, delivery. */
export const Facts = ({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) => (
  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
    {items.map(([label, value]) => (
      <div key={label} className="rounded-lg bg-slate-50 px-3 py-2.5">
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd className="mt-0.5 font-semibold break-words text-slate-900">{value}</dd>
      </div>
    ))}
  </dl>
);

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex flex-col gap-2">
    <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
    {children}
  </section>
);

export const Description = ({ text }: { text: string }) => (
  <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">{text}</p>
);

/** The job's skills (its categories) as chips. */
export const SkillChips = ({ job }: { job: TJob }) => (
  <ul className="flex flex-wrap gap-2" aria-label={S.jobBoard.skills}>
    {job.skills.map((skill) => (
      <li
        key={skill.name}
        className="rounded-full bg-violet-50 px-3 py-1 text-sm text-violet-800 ring-1 ring-violet-200"
      >
        {skill.name}
      </li>
    ))}
  </ul>
);

/** Real proposal activity, worded as the product words it ('less than 5', '5 to 10'...). */
export const ActivityCard = ({ job }: { job: TJob }) => (
  <Card className="p-5">
    <h2 className="text-sm font-semibold text-slate-900">{S.jobBoard.activityOnJob}</h2>
    <dl className="mt-3 flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-500">{S.jobBoard.proposalsLabel}</dt>
        <dd className="font-medium text-slate-900">{proposalCountLabel(job.proposals_count)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-500">{S.jobBoard.interviewing}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{job.interviewing_count}</dd>
      </div>
    </dl>
  </Card>
);

/** The job's illustrative files, each downloaded with the bearer token. */
export const Attachments = ({ files }: { files: readonly TJobFile[] }) => {
  const download = useDownloadJobFile();
  if (!files.length) return null;
  return (
    <Section title={S.jobBoard.attachments}>
      <ul className="flex flex-col gap-2">
        {files.map((file) => {
          const busy = download.isPending && download.variables.id === file.id;
          return (
            <li
              key={file.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                aria-label={S.jobBoard.download(file.name)}
                disabled={busy}
                className="cursor-pointer rounded-lg p-1.5 text-violet-700 transition-colors duration-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:cursor-wait"
                onClick={() =>
                  download.mutate(file, {
                    onError: (error) =>
                      notify.error(isApiError(error) ? error.message : S.app.somethingWentWrong),
                  })
                }
              >
                {busy ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
};
