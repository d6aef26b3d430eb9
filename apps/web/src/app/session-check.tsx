import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../features/user/api/get-me.ts';
import { isApiError } from '../lib/api-client.ts';
import { clearSession, setAccountType } from '../lib/session.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { QueryProvider } from './query-provider.tsx';

type Props = { onDone: () => void };

/**
 * The server refused the token itself. Anything else (no network, a 5xx, a timeout, a
 * rate limit) says nothing about the token, so the session is kept and the check retried.
 */
const tokenRefused = (error: unknown) =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** Waits 1, 2, 4 … seconds between checks, at most 10. */
export const sessionRetryDelay = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 10_000);

/**
 * Verifies the stored token with `GET /api/auth/me`. SPEC clears stored credentials on any
 * failure; here only a refusal by the server does (deviation, issue 15: three seconds of
 * server downtime used to sign people out). Meanwhile the loading screen says it is
 * reconnecting.
 */
export const SessionCheck = ({ onDone }: Props) => (
  <QueryProvider>
    <CheckMe onDone={onDone} />
  </QueryProvider>
);

const CheckMe = ({ onDone }: Props) => {
  const me = useQuery({
    ...meQueryOptions(),
    retry: (_failures, error) => !tokenRefused(error),
    retryDelay: sessionRetryDelay,
  });

  useEffect(() => {
    if (me.isSuccess) {
      // The server knows the account type for sure; the stored copy only picks screens.
      setAccountType(me.data.account_type);
      onDone();
    } else if (me.isError && tokenRefused(me.error)) {
      clearSession();
      onDone();
    }
  }, [me.isSuccess, me.isError, me.error, me.data, onDone]);

  return <LoadingScreen reconnecting={me.failureCount > 0} />;
};
