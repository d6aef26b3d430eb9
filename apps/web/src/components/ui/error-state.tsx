import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { S } from '../../strings.ts';
import { Button } from './button.tsx';

type ErrorStateProps = {
  message: string;
  onRetry?: () => void;
  /** Another way on, such as a link back to a list. */
  action?: ReactNode;
};

export const ErrorState = ({ message, onRetry, action }: ErrorStateProps) => (
  <div
    role="alert"
    className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-8 text-center"
  >
    <CircleAlert aria-hidden="true" className="size-6 text-rose-600" />
    <p className="text-sm text-rose-800">{message}</p>
    {onRetry ? (
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {S.app.retry}
      </Button>
    ) : null}
    {action}
  </div>
);
