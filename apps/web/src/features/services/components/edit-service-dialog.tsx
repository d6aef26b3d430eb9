import { useState } from 'react';
import {
  SERVICE_DESCRIPTION_MAX,
  SERVICE_TITLE_MAX,
  type TCategory,
  type TService,
} from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { CategoryOptions } from '../../../components/form/category-options.tsx';
import { moneyInputProps } from '../../../components/form/money-input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SelectField, TextField, TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  FORM_OPTIONS,
  applyServerFieldErrors,
  fieldProps,
  formErrorOf,
} from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-services.ts';
import { useCategories } from '../../../lib/categories.ts';
import { useUpdateService } from '../api/update-service.ts';
import { serviceFieldsResolver } from '../service-fields-checks.ts';
import { ServiceTermsFields } from './service-terms-fields.tsx';

const FIELDS = ['title', 'category', 'price', 'description', 'delivery_days', 'revisions'] as const;

/**
 * The owner's edit of a service's texts, category and price (pictures stay as they are). The
 * form waits for the categories: a select drawn before its options would lose the value.
 */
export const EditServiceDialog = ({
  service,
  onDone,
}: {
  service: TService;
  onDone: () => void;
}) => {
  const categories = useCategories();
  return (
    <DialogContent title={S.services.editService} size="lg">
      {categories.data ? (
        <EditServiceForm service={service} categories={categories.data} onDone={onDone} />
      ) : categories.isError ? (
        <ErrorState message={S.services.loadOneFailed} onRetry={() => void categories.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </DialogContent>
  );
};

const EditServiceForm = ({
  service,
  categories,
  onDone,
}: {
  service: TService;
  categories: TCategory[];
  onDone: () => void;
}) => {
  const update = useUpdateService();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: serviceFieldsResolver,
    defaultValues: {
      title: service.title,
      category: service.category.name,
      price: String(service.price.value),
      description: service.description,
      delivery_days: String(service.delivery_days),
      revisions: String(service.revisions),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({ id: service.id, input: values });
      notify.success(S.services.serviceUpdated);
      onDone();
    } catch (error) {
      const placed = isApiError(error) ? applyServerFieldErrors(form, error, FIELDS) : [];
      // The toast fades; the dialog keeps the reason until the next try (issue 15).
      const reason = formErrorOf(error, placed, S.app.somethingWentWrong);
      setFormError(reason);
      notify.error(
        S.app.somethingWentWrong,
        undefined,
        reason === S.app.somethingWentWrong ? undefined : reason,
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-0.5">
      <FormError message={formError} />
      <TextField
        label={S.services.title}
        maxLength={SERVICE_TITLE_MAX}
        {...fieldProps(form, 'title')}
      />
      <SelectField label={S.services.category} {...fieldProps(form, 'category')}>
        <CategoryOptions categories={categories} />
      </SelectField>
      <TextField label={S.services.price} {...moneyInputProps} {...fieldProps(form, 'price')} />
      <ServiceTermsFields
        deliveryDays={fieldProps(form, 'delivery_days')}
        revisions={fieldProps(form, 'revisions')}
      />
      <TextareaField
        label={S.services.description}
        maxLength={SERVICE_DESCRIPTION_MAX}
        {...fieldProps(form, 'description')}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{S.jobs.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {S.services.saveChanges}
        </Button>
      </div>
    </form>
  );
};
