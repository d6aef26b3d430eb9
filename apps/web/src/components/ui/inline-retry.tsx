import { CircleAlert } from 'lucide-react';
import { S } from '../../strings.ts';
import { Button } from './button.tsx';

/** A small failure beside the control it concerns (a list of options), with Retry. */
export const InlineRetry = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <p role="alert" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-rose-700">
    <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
    {message}
    <Button variant="ghost" size="sm" onClick={onRetry}>
      {S.app.retry}
    </Button>
  </p>
);
