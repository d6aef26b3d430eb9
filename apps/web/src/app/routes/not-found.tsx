import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { S } from '../../strings.ts';

/** The 404 page; `home` is where its button leads (the signed-out go to the landing page). */
export const NotFoundRoute = ({ home = '/home' }: { home?: string }) => (
  <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
    <span className="flex size-14 items-center justify-center rounded-2xl bg-violet-50 text-violet-700">
      <Compass aria-hidden="true" className="size-7" />
    </span>
    <p className="mt-6 text-sm font-semibold text-violet-700">404</p>
    <h1 className="mt-2 text-2xl font-semibold text-slate-900 sm:text-3xl">
      {S.app.notFoundTitle}
    </h1>
    <p className="mt-3 max-w-md text-sm text-slate-500">{S.app.notFoundText}</p>
    <Link to={home} className={buttonClass({ className: 'mt-8' })}>
      {S.app.backHome}
    </Link>
  </PageContainer>
);
