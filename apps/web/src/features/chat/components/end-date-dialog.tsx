import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TChat } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-chat.ts';
import { useSetExpiryDate } from '../api/chat-actions.ts';
import { chatKeys } from '../api/chat-keys.ts';

/**
 * The end date being chosen and its error. It lives with the room, not the dialog, so
 * closing and opening the dialog again shows what was typed.
 */
export const useEndDateForm = (chat: TChat, onClose: () => void) => {
  const setExpiry = useSetExpiryDate();
  const queryClient = useQueryClient();
  const [endDate, setEndDate] = useState(chat.end_date?.slice(0, 10) ?? '');
  const [error, setError] = useState<string>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    setExpiry.mutate(
      { chatId: chat.id, endDate },
      {
        onSuccess: () => {
          notify.success(S.chat.expirySet);
          void queryClient.invalidateQueries({ queryKey: chatKeys.all });
          onClose();
        },
        onError: (failure) =>
          setError(
            isApiError(failure)
              ? (failure.fieldErrors.end_date ?? failure.message)
              : S.app.somethingWentWrong,
          ),
      },
    );
  };

  return { endDate, setEndDate, error, setError, save, saving: setExpiry.isPending };
};

type EndDateDialogContentProps = {
  chat: TChat;
  form: ReturnType<typeof useEndDateForm>;
  onClose: () => void;
};

/** 'Set the end of the contract' (clients): a date from today on. */
export const EndDateDialogContent = ({ chat, form, onClose }: EndDateDialogContentProps) => {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <DialogContent title={S.chat.setEndOfContract} description={chat.job_title}>
      <form onSubmit={form.save} className="flex flex-col gap-4">
        <TextField
          label={S.chat.endDate}
          type="date"
          min={today}
          value={form.endDate}
          onChange={(event) => form.setEndDate(event.target.value)}
          onFocus={() => form.setError(undefined)}
          error={form.error}
          required
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {S.jobs.cancel}
          </Button>
          <Button type="submit" loading={form.saving} disabled={!form.endDate}>
            {S.chat.save}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
};
