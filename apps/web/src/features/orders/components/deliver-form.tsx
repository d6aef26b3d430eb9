import { useState } from 'react';
import { ORDER_TEXT_MAX, ZDeliverOrder, type TOrderDetail } from '@marketplace/contract';
import { z } from 'zod/mini';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import { useDeliverOrder } from '../api/order-actions.ts';
import { routeOrderFormError } from '../order-form-error.ts';
import { OrderFilesPicker } from './order-files-picker.tsx';

const ZDeliverFields = z.pick(ZDeliverOrder, { message: true });

/** The freelancer hands in the work: a message and the files. */
export const DeliverForm = ({ order }: { order: TOrderDetail }) => {
  const [progress, setProgress] = useState<number>();
  const deliver = useDeliverOrder(setProgress);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZDeliverFields),
    defaultValues: { message: '' },
  });

  const onSubmit = form.handleSubmit(async ({ message }) => {
    setFormError(undefined);
    setProgress(files.length ? 0 : undefined);
    try {
      await deliver.mutateAsync({ orderId: order.id, message, files });
      notify.success(S.orders.delivered);
    } catch (error) {
      routeOrderFormError(error, 'message', {
        field: (message) => form.setError('message', { type: 'server', message }),
        files: setFilesError,
        form: setFormError,
      });
    } finally {
      setProgress(undefined);
    }
  });
  const sending = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextareaField
        label={S.orders.deliveryMessage}
        placeholder={S.orders.deliveryPlaceholder}
        maxLength={ORDER_TEXT_MAX}
        {...fieldProps(form, 'message')}
      />
      <OrderFilesPicker
        label={S.orders.deliveryFiles}
        files={files}
        onChange={(next) => {
          setFilesError(undefined);
          setFiles(next);
        }}
        error={filesError}
        progress={progress}
        disabled={sending}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        className="self-stretch sm:self-start"
        loading={sending}
        loadingText={S.orders.delivering}
      >
        {S.orders.deliver}
      </Button>
    </form>
  );
};
