import { desc, eq, lt } from 'drizzle-orm';
import {
  toDollars,
  type TAdminUser,
  type TAuditEntry,
  type TDisputeDetail,
  type TLedgerCheck,
  type TResolveDispute,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { adminAuditLog, users } from '#db/schema/index.ts';
import type { AuthService } from '#modules/auth/index.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { OrdersService } from '#modules/orders/index.ts';
import type { UserAdmin } from '#modules/users/index.ts';

type Admin = { userId: number };

/**
 * The admin console's actions. Each one changes what it decides and writes its audit entry
 * (who, what, on what, before and after) in one transaction, so no action goes unrecorded.
 */
export const createAdminService = (deps: {
  db: Database;
  orders: Pick<OrdersService, 'disputes'>;
  userAdmin: UserAdmin;
  auth: Pick<AuthService, 'endAllSessions'>;
  ledger: Pick<LedgerService, 'check'>;
}) => {
  const { db, orders, userAdmin, auth } = deps;

  const audit = async (
    tx: Database,
    admin: Admin,
    entry: { action: string; target: string; before: unknown; after: unknown },
  ) => {
    // Read in the transaction: on the embedded database a read outside it would wait for it.
    const [row] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, admin.userId));
    await tx.insert(adminAuditLog).values({
      adminId: admin.userId,
      adminEmail: row?.email ?? '',
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
    });
  };

  const setSuspended = async (
    admin: Admin,
    userId: number,
    suspended: boolean,
    reason: string,
  ): Promise<TAdminUser> => {
    const { after, ended } = await db.transaction(async (tx) => {
      const change = await userAdmin.setSuspended(tx, userId, suspended);
      const sessions = suspended ? await auth.endAllSessions(tx, userId) : undefined;
      await audit(tx, admin, {
        action: suspended ? 'user.suspend' : 'user.restore',
        target: `user:${userId}`,
        before: { suspended_at: change.before.suspended_at },
        after: {
          suspended_at: change.after.suspended_at,
          reason,
          sessions_ended: sessions?.count ?? 0,
        },
      });
      return { after: change.after, ended: sessions };
    });
    // After commit: every instance forgets the sessions and closes their sockets.
    await ended?.announce();
    return after;
  };

  return {
    disputes: (status: 'open' | 'resolved', limit: number) => orders.disputes.list(status, limit),

    dispute: (disputeId: number) => orders.disputes.detail(disputeId),

    resolveDispute: async (
      admin: Admin,
      disputeId: number,
      input: TResolveDispute,
    ): Promise<TDisputeDetail> => {
      const decided = await db.transaction(async (tx) => {
        const result = await orders.disputes.resolve(tx, admin.userId, disputeId, input);
        const state = (row: typeof result.before) => ({
          status: row.status,
          outcome: row.outcome,
          freelancer_amount: row.freelancerCents === null ? null : toDollars(row.freelancerCents),
          decision: row.decision,
        });
        await audit(tx, admin, {
          action: 'dispute.resolve',
          target: `dispute:${disputeId} (order:${result.order.id})`,
          before: { ...state(result.before), order_status: result.order.status },
          after: state(result.after),
        });
        return result;
      });
      await orders.disputes.announceDecision(decided.order, admin.userId, decided.summary);
      return orders.disputes.detail(disputeId);
    },

    users: (query: string, limit: number) => userAdmin.search(query, limit),

    suspend: (admin: Admin, userId: number, reason: string) =>
      setSuspended(admin, userId, true, reason),

    restore: (admin: Admin, userId: number, reason: string) =>
      setSuspended(admin, userId, false, reason),

    ledgerCheck: async (): Promise<TLedgerCheck> => {
      const check = await deps.ledger.check();
      return {
        total_of_entries: toDollars(check.totalCents),
        entries: check.entries,
        accounts: check.kinds.map((kind) => ({
          kind: kind.kind,
          accounts: kind.accounts,
          balance: toDollars(kind.balanceCents),
        })),
      };
    },

    /** Newest first; `before` is the last id of the previous page. */
    auditLog: async (limit: number, before?: number): Promise<TAuditEntry[]> => {
      const rows = await db
        .select()
        .from(adminAuditLog)
        .where(before === undefined ? undefined : lt(adminAuditLog.id, before))
        .orderBy(desc(adminAuditLog.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        admin_id: row.adminId,
        admin_email: row.adminEmail,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
