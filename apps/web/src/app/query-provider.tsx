import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

/** Gives a subtree the app's one query cache; several of these share it. */
export const QueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** Layout route of every page that reads the server (all but the landing page). */
export const QueryLayout = () => (
  <QueryProvider>
    <Outlet />
  </QueryProvider>
);
