import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZAuditEntry, type TResolveDispute } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import {
  adminUserCheck,
  adminUsersCheck,
  disputeDetailCheck,
  disputesCheck,
  ledgerCheck,
} from '../../../lib/response-checks-admin.generated.ts';

/** The admin console's reads and actions (every call is refused to non-admins by the server). */
export const adminKeys = {
  all: ['admin'] as const,
  disputes: (status: 'open' | 'resolved') => ['admin', 'disputes', status] as const,
  dispute: (id: number) => ['admin', 'dispute', id] as const,
  users: (query: string) => ['admin', 'users', query] as const,
  ledger: () => ['admin', 'ledger'] as const,
  audit: () => ['admin', 'audit'] as const,
};

export const useDisputes = (status: 'open' | 'resolved') =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.disputes(status),
      queryFn: ({ signal }) =>
        apiData(`/admin/disputes?status=${status}&limit=100`, disputesCheck, { signal }),
    }),
  );

export const useDispute = (id: number) =>
  useQuery({
    queryKey: adminKeys.dispute(id),
    queryFn: ({ signal }) => apiData(`/admin/disputes/${id}`, disputeDetailCheck, { signal }),
  });

export const useResolveDispute = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResolveDispute) =>
      apiData(`/admin/disputes/${id}/resolve`, disputeDetailCheck, { method: 'POST', body: input }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.dispute(id), detail);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
};

export const useAdminUsers = (query: string) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      apiData(`/admin/users?limit=50&q=${encodeURIComponent(query)}`, adminUsersCheck, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSetSuspended = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      suspend,
      reason,
    }: {
      userId: number;
      suspend: boolean;
      reason: string;
    }) =>
      apiData(`/admin/users/${userId}/${suspend ? 'suspend' : 'restore'}`, adminUserCheck, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useLedgerCheck = () =>
  useQuery({
    queryKey: adminKeys.ledger(),
    queryFn: ({ signal }) => apiData('/admin/ledger', ledgerCheck, { signal }),
  });

export const useAuditLog = () =>
  useQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => apiData('/admin/audit?limit=100', z.array(ZAuditEntry), { signal }),
  });
