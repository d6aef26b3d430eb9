import { UserX } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { lazyOnIntent, useDialogsOnIntent } from '../../../lib/lazy-on-intent.ts';
import { S } from '../../../strings-profile.ts';

// The confirmation, with Radix Dialog (13 kB gzipped), loads when the person is about to open
// it: the profile pages draw without it.
const { Component: DeleteAccountDialog, preload: preloadDeleteAccountDialog } = lazyOnIntent(
  () => import('./delete-account-dialog.tsx'),
  (module) => module.DeleteAccountDialog,
);

/** Settings: leave for good, confirmed with the password in a dialog that says what happens. */
export const DeleteAccountCard = () => {
  const dialog = useDialogsOnIntent<'delete'>(preloadDeleteAccountDialog);
  return (
    <Card className="border-rose-200 p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <UserX aria-hidden="true" className="size-5 text-rose-600" />
        {S.profile.deleteAccount}
      </h2>
      <p className="mt-2 max-w-xl text-sm text-slate-600">{S.profile.deleteAccountText}</p>
      <Button variant="dangerOutline" className="mt-5" {...dialog.triggerFor('delete')}>
        {S.profile.deleteAccount}
      </Button>
      {dialog.wanted ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog {...dialog.stateOf('delete')} />
        </Suspense>
      ) : null}
    </Card>
  );
};
