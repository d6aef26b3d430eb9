import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { TOAST_SECONDS } from '../lib/toast.ts';

/**
 * The always-present toast area: top-right on desktop, top-centre on phones, below the
 * 64 px sticky header so a toast never covers the bell or the account menu (issue 15).
 */
const BELOW_HEADER = { top: 72, right: 24 };
const BELOW_HEADER_PHONE = { top: 72, right: 16, left: 16 };

export const AppToaster = () => {
  const phone = useMediaQuery('(max-width: 639px)');
  return (
    <Toaster
      position={phone ? 'top-center' : 'top-right'}
      duration={TOAST_SECONDS * 1000}
      richColors
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_PHONE}
      toastOptions={{ className: 'font-sans' }}
    />
  );
};
