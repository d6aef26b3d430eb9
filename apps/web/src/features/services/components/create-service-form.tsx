import {
  SERVICE_DELIVERY_DAYS_DEFAULT,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_REVISIONS_DEFAULT,
  SERVICE_TITLE_MAX,
} from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { CardForm } from '../../../components/form/card-form.tsx';
import { CategoryOptions } from '../../../components/form/category-options.tsx';
import { moneyInputProps } from '../../../components/form/money-input.ts';
import { useCreateWithImages } from '../../../components/form/use-create-with-images.ts';
import { SelectField, TextField, TextareaField } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { InlineRetry } from '../../../components/ui/inline-retry.tsx';
import { useCategories } from '../../../lib/categories.ts';
import {
  FORM_OPTIONS,
  fieldProps,
  resolverOnIntent,
  useFocusFirstInvalid,
} from '../../../lib/form.ts';
import { S } from '../../../strings-portfolio.ts';
import { useCreateService } from '../api/create-service.ts';
import { ServiceTermsFields } from './service-terms-fields.tsx';

/** The text fields; the pictures travel apart, uploaded before the service is created. */
const serviceFieldsChecks = resolverOnIntent(() =>
  import('../service-fields-checks.ts').then((module) => module.serviceFieldsResolver),
);
const FIELDS = ['title', 'category', 'price', 'description', 'delivery_days', 'revisions'] as const;

/** /create_service: Title, Category, Add Thumbnail, Price, Description (SPEC section 4). */
export const CreateServiceForm = () => {
  const categories = useCategories();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: serviceFieldsChecks.resolver,
    defaultValues: {
      title: '',
      category: '',
      price: '',
      description: '',
      delivery_days: String(SERVICE_DELIVERY_DAYS_DEFAULT),
      revisions: String(SERVICE_REVISIONS_DEFAULT),
    },
  });
  const upload = useCreateWithImages({
    form,
    fields: FIELDS,
    doneTo: '/services',
    doneMessage: S.services.serviceCreated,
  });
  const create = useCreateService(upload.setProgress);

  const onSubmit = form.handleSubmit((values) =>
    upload.submit((files) => create.mutateAsync({ ...values, files })),
  );

  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  return (
    <CardForm
      formRef={formRef}
      intentProps={serviceFieldsChecks.formProps}
      onSubmit={onSubmit}
      cancelTo="/services"
      submitLabel={S.portfolio.createService}
      sending={upload.sending}
      error={upload.formError}
    >
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
        <CategoryOptions categories={categories.data} />
      </SelectField>
      {categories.isError ? (
        <InlineRetry message={S.home.categoriesFailed} onRetry={() => void categories.refetch()} />
      ) : null}
      <ImagePicker label={S.services.addThumbnail} {...upload.picker} />
      <TextField
        label={S.services.price}
        {...moneyInputProps}
        placeholder="0.00"
        hint={S.services.priceHint}
        {...fieldProps(form, 'price')}
      />
      <ServiceTermsFields
        deliveryDays={fieldProps(form, 'delivery_days')}
        revisions={fieldProps(form, 'revisions')}
      />
      <TextareaField
        label={S.services.description}
        placeholder={S.services.descriptionPlaceholder}
        maxLength={SERVICE_DESCRIPTION_MAX}
        {...fieldProps(form, 'description')}
      />
    </CardForm>
  );
};
