import { useState } from 'react';
import type { TJobSummary } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-jobs.ts';
import { useDeleteJob } from '../api/delete-job.ts';

type DeleteJobDialogProps = { job: TJobSummary | undefined; onClose: () => void };

/**
 * Asks before deleting a job post. A refusal (409: the job has an accepted proposal, so it is a
 * contract) is explained inside the dialog, where the client is looking.
 */
export const DeleteJobDialog = ({ job, onClose }: DeleteJobDialogProps) => {
  const deletion = useDeleteJob();
  const [error, setError] = useState<{ message: string; final: boolean }>();
  const close = () => {
    setError(undefined);
    deletion.reset();
    onClose();
  };
  const confirm = async () => {
    if (!job) return;
    setError(undefined);
    try {
      await deletion.mutateAsync(job.id);
      notify.success(S.jobBoard.deleted);
      close();
    } catch (failure) {
      setError(
        isApiError(failure)
          ? // A conflict stays a conflict: trying again cannot succeed.
            { message: failure.message, final: failure.status === 409 }
          : { message: S.app.somethingWentWrong, final: false },
      );
    }
  };
  return (
    <Dialog open={job !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent title={S.jobBoard.confirmDeleteTitle} description={job?.title}>
        <p className="text-sm text-slate-600">{S.jobBoard.confirmDeleteText}</p>
        {error ? (
          <div className="mt-4">
            <FormError message={error.message} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {S.jobs.cancel}
          </Button>
          <Button
            variant="destructive"
            loading={deletion.isPending}
            loadingText={S.jobBoard.deleting}
            disabled={error?.final}
            onClick={() => void confirm()}
          >
            {S.jobBoard.confirmDelete}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
};
