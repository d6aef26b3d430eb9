import { cn } from '../../lib/cn.ts';
import defaultProfilePicture from '../../assets/default-profile-picture.svg';

type AvatarProps = {
  /** Shown when given; otherwise the first letter of `name` on a violet tint. */
  src?: string | null;
  name?: string;
  /** Use the bundled default picture instead of a letter when there is no `src`. */
  fallback?: 'letter' | 'picture';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  alt?: string;
  className?: string;
};

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-28 text-4xl',
};

export const Avatar = ({
  src,
  name = '',
  fallback = 'letter',
  size = 'md',
  alt = '',
  className,
}: AvatarProps) => {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (src || fallback === 'picture') {
    return (
      <img
        src={src || defaultProfilePicture}
        alt={alt}
        className={cn(classes, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(classes, 'bg-violet-100 font-semibold text-violet-700')}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
};
