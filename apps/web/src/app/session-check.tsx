import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../features/user/api/get-me.ts';
import { clearSession, setAccountType } from '../lib/session.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { QueryProvider } from './query-provider.tsx';

type Props = { onDone: () => void };

/** Verifies the stored token with `GET /api/auth/me`; a refused token is forgotten. */
export const SessionCheck = ({ onDone }: Props) => (
  <QueryProvider>
    <CheckMe onDone={onDone} />
  </QueryProvider>
);

const CheckMe = ({ onDone }: Props) => {
  const me = useQuery(meQueryOptions());

  useEffect(() => {
    if (me.isSuccess) {
      // The server knows the account type for sure; the stored copy only picks screens.
      setAccountType(me.data.account_type);
      onDone();
    } else if (me.isError) {
      clearSession();
      onDone();
    }
  }, [me.isSuccess, me.isError, me.data, onDone]);

  return <LoadingScreen />;
};
