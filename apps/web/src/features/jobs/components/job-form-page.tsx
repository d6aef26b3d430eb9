import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { S } from '../../../strings-jobs.ts';

/** The frame of /create_job and /update_job/:id: one column about 640 px wide (UI.md). */
export const JobFormPage = ({
  heading = S.jobs.createJobPost,
  intro,
  children,
}: {
  heading?: string;
  intro: ReactNode;
  children: ReactNode;
}) => (
  <PageContainer className="py-8 sm:py-10">
    <div className="mx-auto max-w-[40rem]">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{heading}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-500">{intro}</p>
      {children}
    </div>
  </PageContainer>
);
