import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { S } from '../../strings.ts';
import { useRouteHandle } from '../route-handle.ts';

/** Placeholder for screens that later issues deliver, inside the signed-in layout. */
export const ComingSoonRoute = () => {
  const title = useRouteHandle()?.title ?? S.app.comingSoonTitle;
  return (
    <PageContainer className="py-10 sm:py-16">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-8 flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-violet-50 text-violet-700">
          <Sparkles aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 text-lg font-semibold text-slate-900">{S.app.comingSoonTitle}</p>
        <p className="mt-2 max-w-md text-sm text-slate-500">{S.app.comingSoonText}</p>
        <Link to="/home" className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
          {S.app.backHome}
        </Link>
      </div>
    </PageContainer>
  );
};
