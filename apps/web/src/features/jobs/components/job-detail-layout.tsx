import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

type JobDetailLayoutProps = {
  back: { to: string; label: string };
  title: string;
  meta: ReactNode;
  /** The main card: facts, description, skills, attachments. */
  children: ReactNode;
  /** The call to action; on phones it sits right under the title. */
  actions: ReactNode;
  /** Activity and the other side cards. */
  side: ReactNode;
};

/** Two columns from 1024 px (the job, then its actions and activity); one column below. */
export const JobDetailLayout = ({
  back,
  title,
  meta,
  children,
  actions,
  side,
}: JobDetailLayoutProps) => (
  <article aria-labelledby="job-title">
    <Link
      to={back.to}
      className="inline-flex items-center gap-1.5 rounded text-sm text-slate-500 hover:text-violet-800 focus-visible:outline-2 focus-visible:outline-violet-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </Link>
    <header className="mt-3 mb-6">
      <h1 id="job-title" className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1.5 text-sm text-slate-500">{meta}</p>
    </header>
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-8">
      <div className="lg:col-start-2 lg:row-start-1">{actions}</div>
      <Card className="flex min-w-0 flex-col gap-6 p-5 sm:p-6 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start">
        {children}
      </Card>
      <div className="flex flex-col gap-6 self-start lg:col-start-2 lg:row-start-2">{side}</div>
    </div>
  </article>
);
