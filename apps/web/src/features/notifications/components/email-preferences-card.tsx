import { Mail } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_CATEGORIES, type TAccountType, type TEmailCategory } from '@marketplace/contract';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-profile.ts';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences.ts';

/** Clients send proposals to no one, so they never get mail about answers to them. */
const categoriesFor = (accountType: TAccountType): TEmailCategory[] =>
  EMAIL_CATEGORIES.filter((category) => accountType === 'freelancer' || category !== 'proposals');

/** Settings: which categories of notification also arrive by email, saved at each switch. */
export const EmailPreferencesCard = ({ accountType }: { accountType: TAccountType }) => {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  // What the person just chose, shown in the same render as their click: the cache's
  // optimistic copy arrives a moment later, and a controlled switch would flick back till then.
  const [chosen, setChosen] = useState<Partial<Record<TEmailCategory, boolean>>>({});

  const toggle = (category: TEmailCategory, on: boolean) => {
    setChosen((before) => ({ ...before, [category]: on }));
    update.mutate(
      { [category]: on },
      {
        onSuccess: () => notify.success(S.profile.emailPreferencesSaved),
        onError: (error) =>
          notify.error(isApiError(error) ? error.message : S.app.somethingWentWrong),
        // From here the cache holds the answer (or, refused, the value from before).
        onSettled: () => setChosen(({ [category]: _settled, ...rest }) => rest),
      },
    );
  };

  return (
    <Card className="p-6 sm:p-8" aria-labelledby="email-notifications">
      <h2
        id="email-notifications"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Mail aria-hidden="true" className="size-5 text-violet-700" />
        {S.profile.emailNotifications}
      </h2>
      <p className="mt-2 max-w-xl text-sm text-slate-600">{S.profile.emailNotificationsText}</p>
      {preferences.isPending ? (
        <div className="mt-5 space-y-3" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : preferences.isError ? (
        <div className="mt-5">
          <ErrorState
            message={preferences.error.message}
            onRetry={() => void preferences.refetch()}
          />
        </div>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {categoriesFor(accountType).map((category) => {
            const words = S.profile.emailCategories[category];
            const on = chosen[category] ?? preferences.data[category];
            const id = `email-${category}`;
            return (
              <li key={category} className="flex items-start justify-between gap-4 px-4 py-3">
                <div className="min-w-0">
                  <label htmlFor={id} className="text-sm font-medium text-slate-900">
                    {words.title}
                  </label>
                  <p id={`${id}-text`} className="mt-0.5 text-sm text-slate-500">
                    {words.text}
                  </p>
                </div>
                <span className="relative mt-0.5 inline-flex shrink-0">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={on}
                    aria-describedby={`${id}-text`}
                    onChange={(event) => toggle(category, event.target.checked)}
                    className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex h-6 w-11 items-center rounded-full p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-700',
                      on ? 'bg-violet-700' : 'bg-slate-300',
                    )}
                  >
                    <span
                      className={cn(
                        'size-5 rounded-full bg-white shadow-sm transition-transform',
                        on ? 'translate-x-5' : 'translate-x-0',
                      )}
                    />
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
};
