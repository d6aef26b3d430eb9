import type { ComponentProps } from 'react';
import { SERVICE_DELIVERY_DAYS_MAX, SERVICE_REVISIONS_MAX } from '@marketplace/contract';
import { TextField } from '../../../components/ui/field.tsx';
import { S } from '../../../strings-services.ts';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** What a buyer is promised: days to deliver and revisions included (create and edit). */
export const ServiceTermsFields = ({
  deliveryDays,
  revisions,
}: {
  deliveryDays: FieldProps;
  revisions: FieldProps;
}) => (
  <div className="grid gap-5 sm:grid-cols-2">
    <TextField
      label={S.services.deliveryDays}
      type="number"
      inputMode="numeric"
      min={1}
      max={SERVICE_DELIVERY_DAYS_MAX}
      step={1}
      hint={S.services.deliveryDaysHint(SERVICE_DELIVERY_DAYS_MAX)}
      {...deliveryDays}
    />
    <TextField
      label={S.services.revisions}
      type="number"
      inputMode="numeric"
      min={0}
      max={SERVICE_REVISIONS_MAX}
      step={1}
      hint={S.services.revisionsHint(SERVICE_REVISIONS_MAX)}
      {...revisions}
    />
  </div>
);
