import { isApiError } from './api-client.ts';

/**
 * A fresh `Idempotency-Key` for one attempt at a call that moves money. The same attempt's
 * automatic retries send the same key, so the server answers them with the first result.
 * `randomUUID` exists only in secure contexts; plain-HTTP hosts get random bytes instead.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** Retry a money call only when no answer came or the server failed (the key makes it safe). */
export const retryMoneyCall = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && isApiError(error) && (error.isNetworkError || error.status >= 500);
