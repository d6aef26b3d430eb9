import { useSyncExternalStore } from 'react';
import { ACCOUNT_TYPES, type TAccountType } from '@marketplace/contract';
import { ACCOUNT_TYPE_KEY, readStorage, TOKEN_KEY } from './early-session.ts';

export type Session = {
  token: string;
  /** Only picks which screens to draw; the server decides what the user may do. */
  accountType: TAccountType | null;
};

type Listener = () => void;
const listeners = new Set<Listener>();

const parseAccountType = (value: string | null): TAccountType | null =>
  ACCOUNT_TYPES.find((type) => type === value) ?? null;

const readSession = (): Session | null => {
  const token = readStorage(TOKEN_KEY);
  if (!token) return null;
  return { token, accountType: parseAccountType(readStorage(ACCOUNT_TYPE_KEY)) };
};

// useSyncExternalStore needs a stable snapshot between changes.
let snapshot: Session | null = readSession();

const emit = () => {
  snapshot = readSession();
  for (const listener of listeners) listener();
};

export const getSession = (): Session | null => snapshot;

export const getToken = (): string | null => snapshot?.token ?? null;

// Set when the user signed out on purpose, so the guard sends them to the landing page rather
// than to /sign_in (which is for sessions that expired or were never there).
let signedOut = false;

export const saveSession = (token: string, accountType: TAccountType): void => {
  signedOut = false;
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(ACCOUNT_TYPE_KEY, accountType);
  emit();
};

export const setAccountType = (accountType: TAccountType): void => {
  if (snapshot?.accountType === accountType) return;
  window.localStorage.setItem(ACCOUNT_TYPE_KEY, accountType);
  emit();
};

export const clearSession = (): void => {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(ACCOUNT_TYPE_KEY);
  emit();
};

/** Forgets the session because the user chose to sign out. */
export const endSession = (): void => {
  signedOut = true;
  clearSession();
};

export const wasSignedOut = (): boolean => signedOut;

/** The sign-out has been acted on; later visits to private pages go to /sign_in again. */
export const acknowledgeSignOut = (): void => {
  signedOut = false;
};

export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-reads storage, e.g. after another tab signed in or out. */
export const refreshSession = (): void => emit();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === ACCOUNT_TYPE_KEY) emit();
  });
}

export const useSession = (): Session | null =>
  useSyncExternalStore(subscribeSession, getSession, getSession);
