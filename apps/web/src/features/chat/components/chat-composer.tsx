import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { S } from '../../../strings-chat.ts';
import { useTypingSignal } from '../hooks/use-typing.ts';

type ChatComposerProps = { chatId: number; onSend: (text: string) => void };

/** The message box: Enter sends, Shift+Enter starts a new line; typing is signalled. */
export const ChatComposer = ({ chatId, onSend }: ChatComposerProps) => {
  const [draft, setDraft] = useState('');
  const signalTyping = useTypingSignal(chatId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    onSend(text);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
      <label htmlFor="chat-message" className="sr-only">
        {S.chat.messageLabel}
      </label>
      <textarea
        id="chat-message"
        rows={1}
        value={draft}
        maxLength={MESSAGE_MAX}
        placeholder={S.chat.messagePlaceholder}
        onChange={(event) => {
          setDraft(event.target.value);
          signalTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-violet-600 focus:outline-2 focus:outline-violet-600"
      />
      <Button type="submit" disabled={!draft.trim()} aria-label={S.chat.send}>
        <Send aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{S.chat.send}</span>
      </Button>
    </form>
  );
};
