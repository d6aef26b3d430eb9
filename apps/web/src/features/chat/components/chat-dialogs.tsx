import type { TChat } from '@marketplace/contract';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog-content.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-chat.ts';
import { useHideChat } from '../api/chat-actions.ts';
import { ChatInfoDialogContent } from './chat-info-dialog.tsx';
import { EndDateDialogContent, useEndDateForm } from './end-date-dialog.tsx';

export type ChatDialog = 'info' | 'end' | 'delete';

type ChatDialogsProps = {
  chat: TChat;
  dialog: ChatDialog | undefined;
  other: string;
  onClose: () => void;
  onDeleted: () => void;
};

/** The dialogs of the room's menu; one is open at a time. */
export const ChatDialogs = ({ chat, dialog, other, onClose, onDeleted }: ChatDialogsProps) => {
  const endDate = useEndDateForm(chat, onClose);
  const hide = useHideChat();

  return (
    <Dialog open={dialog !== undefined} onOpenChange={(open) => !open && onClose()}>
      {dialog === 'info' ? (
        <ChatInfoDialogContent chat={chat} other={other} />
      ) : dialog === 'end' ? (
        <EndDateDialogContent chat={chat} form={endDate} onClose={onClose} />
      ) : dialog === 'delete' ? (
        <ConfirmDialogContent
          title={S.chat.confirmDeleteTitle}
          description={chat.job_title}
          text={S.chat.confirmDeleteText}
          confirmLabel={S.chat.deleteChat}
          loading={hide.isPending}
          onCancel={onClose}
          onConfirm={() =>
            hide.mutate(chat.id, {
              onSuccess: () => {
                notify.success(S.chat.deleted);
                onClose();
                onDeleted();
              },
            })
          }
        />
      ) : null}
    </Dialog>
  );
};
