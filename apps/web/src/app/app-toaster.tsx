import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { TOAST_SECONDS } from '../lib/toast.ts';

/** The always-present toast area: top-right on desktop, top-centre on phones. */
export const AppToaster = () => {
  const phone = useMediaQuery('(max-width: 639px)');
  return (
    <Toaster
      position={phone ? 'top-center' : 'top-right'}
      duration={TOAST_SECONDS * 1000}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
};
