import type { TService } from '@marketplace/contract';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { useDeleteService } from '../../features/services/api/delete-service.ts';
import { EditServiceDialog } from '../../features/services/components/edit-service-dialog.tsx';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings-services.ts';
import { useNavigate } from 'react-router';

export type ServiceOwnerDialog = 'edit' | 'delete';

type ServiceOwnerDialogsProps = {
  service: TService;
  open: ServiceOwnerDialog | undefined;
  onClose: () => void;
};

/**
 * The owner's edit and delete of a service (/service/:id), in a module of their own: with
 * Radix Dialog and the form parts they weigh more than the page, which everyone else opens
 * to read and buy; they load when the owner is about to use them (service-detail.tsx).
 */
export const ServiceOwnerDialogs = ({ service, open, onClose }: ServiceOwnerDialogsProps) => {
  const navigate = useNavigate();
  const remove = useDeleteService();

  const onDelete = () =>
    remove.mutate(service.id, {
      onSuccess: () => {
        notify.success(S.services.deleted);
        void navigate('/services', { replace: true });
      },
      onError: () => notify.error(S.app.somethingWentWrong),
    });

  return (
    <Dialog open={open !== undefined} onOpenChange={(next) => !next && onClose()}>
      {open === 'edit' ? (
        <EditServiceDialog service={service} onDone={onClose} />
      ) : open === 'delete' ? (
        <DialogContent title={S.services.confirmDeleteTitle} description={service.title}>
          <p className="text-sm text-slate-600">{S.services.confirmDeleteText}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{S.jobs.cancel}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              loading={remove.isPending}
              loadingText={S.services.deleting}
              onClick={onDelete}
            >
              {S.services.deleteService}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
};
