import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SERVICE_DESCRIPTION_MAX, SERVICE_TITLE_MAX, ZCreateService } from '@marketplace/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextField, TextareaField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, applyServerFieldErrors, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { useCategories } from '../../../lib/categories.ts';
import { useCreateService } from '../api/create-service.ts';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';

/** The text fields; the pictures travel apart, uploaded before the service is created. */
const ZServiceFields = ZCreateService.omit({ images: true });
const FIELDS = ['title', 'category', 'price', 'description'] as const;

/** /create_service: Title, Category, Add Thumbnail, Price, Description (SPEC section 4). */
export const CreateServiceForm = () => {
  const navigate = useNavigate();
  const categories = useCategories();
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const create = useCreateService(setProgress);
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZServiceFields),
    defaultValues: { title: '', category: '', price: '', description: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setImagesError(undefined);
    setProgress(0);
    try {
      await create.mutateAsync({ ...values, files });
      notify.success(S.services.serviceCreated);
      void navigate('/services');
    } catch (error) {
      if (isApiError(error)) {
        applyServerFieldErrors(form, error, FIELDS);
        // A refused picture (too large, not an image) is explained beside the pictures.
        if (error.fieldErrors.images) setImagesError(error.fieldErrors.images);
        else if (error.status === 413 || error.status === 415) setImagesError(error.message);
      }
      notify.error(S.app.somethingWentWrong);
    } finally {
      setProgress(undefined);
    }
  });

  const sending = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <TextField
          label={S.services.title}
          placeholder={S.services.titlePlaceholder}
          maxLength={SERVICE_TITLE_MAX}
          {...fieldProps(form, 'title')}
        />
        <SelectField label={S.services.category} {...fieldProps(form, 'category')}>
          <option value="">
            {categories.isPending ? S.services.loadingCategories : S.services.chooseCategory}
          </option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.name}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <ImagePicker
          label={S.services.addThumbnail}
          files={files}
          onChange={(next) => {
            setImagesError(undefined);
            setFiles(next);
          }}
          progress={sending && files.length ? progress : undefined}
          error={imagesError}
          disabled={sending}
        />
        <TextField
          label={S.services.price}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          placeholder="0.00"
          hint={S.services.priceHint}
          {...fieldProps(form, 'price')}
        />
        <TextareaField
          label={S.services.description}
          placeholder={S.services.descriptionPlaceholder}
          maxLength={SERVICE_DESCRIPTION_MAX}
          {...fieldProps(form, 'description')}
        />
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/services" className={buttonClass({ variant: 'secondary' })}>
          {S.jobs.cancel}
        </Link>
        <Button type="submit" loading={sending}>
          {S.portfolio.createService}
        </Button>
      </div>
    </form>
  );
};
