import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { apiDownload, isApiError } from '../../../lib/api-client.ts';
import { S } from '../../../strings-profile.ts';

/** Settings: take everything the account holds away as one JSON file. */
export const DownloadDataCard = () => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await apiDownload('/user/export', `my-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : S.app.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Download aria-hidden="true" className="size-5 text-violet-700" />
        {S.profile.yourData}
      </h2>
      <p className="mt-2 max-w-xl text-sm text-slate-600">{S.profile.yourDataText}</p>
      <div className="mt-5 flex flex-col items-start gap-3">
        <Button
          variant="secondary"
          onClick={() => void download()}
          loading={busy}
          loadingText={S.profile.preparingData}
        >
          {S.profile.downloadData}
        </Button>
        <FormError message={error} />
      </div>
    </Card>
  );
};
