import type { ReactNode } from 'react';
import { S } from '../../strings.ts';
import { Button } from './button.tsx';
import { DialogContent } from './dialog.tsx';

type ConfirmDialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  /** `destructive` for a step that removes or refuses something. */
  tone?: 'primary' | 'destructive';
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The body of a dialog that asks before an action: a sentence, Cancel and the action. */
export const ConfirmDialogContent = ({
  title,
  description,
  text,
  confirmLabel,
  tone = 'destructive',
  loading,
  onCancel,
  onConfirm,
}: ConfirmDialogContentProps) => (
  <DialogContent title={title} description={description}>
    <p className="text-sm text-slate-600">{text}</p>
    <div className="mt-6 flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {S.jobs.cancel}
      </Button>
      <Button variant={tone} loading={loading} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  </DialogContent>
);
