import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings/common.ts';
import { Spinner } from './spinner.tsx';

/** `dangerOutline` opens a destructive step (its confirmation uses `destructive`). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'dangerOutline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 cursor-pointer';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-violet-700 text-white shadow-sm hover:bg-violet-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-rose-600 text-white shadow-sm hover:bg-rose-700',
  dangerOutline: 'border border-rose-300 bg-white text-rose-700 shadow-sm hover:bg-rose-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** Button classes for links that look like buttons. */
export const buttonClass = ({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string =>
  cn(base, variants[variant], sizes[size], className);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and the loading text (SPEC: 'Submiting...') and blocks clicks. */
  loading?: boolean;
  loadingText?: ReactNode;
};

export const Button = ({
  variant,
  size,
  loading = false,
  loadingText = S.app.submitting,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClass({ variant, size, className })}
    // A loading button keeps focus (a disabled one drops it to <body> mid-submit): it is only
    // marked disabled, and its clicks, Enter in a field of its form included, do nothing.
    disabled={disabled}
    aria-disabled={loading || undefined}
    aria-busy={loading || undefined}
    onClick={loading ? (event) => event.preventDefault() : onClick}
    {...rest}
  >
    {loading ? (
      <>
        <Spinner />
        {loadingText}
      </>
    ) : (
      children
    )}
  </button>
);
