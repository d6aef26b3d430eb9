import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { isCheckViolation } from '#kernel/db-errors.ts';

export type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];

/**
 * An account: external ones (client payments in, refunds and payouts out) may run negative,
 * the ones holding money the platform owes (escrow, freelancer balances, fees) never can.
 */
export type AccountRef =
  | { kind: 'client_payments' | 'refunds'; userId: number }
  | { kind: 'escrow'; orderId: number }
  | { kind: 'freelancer_available' | 'payouts'; userId: number }
  | { kind: 'platform_fees' };

export type Movement = {
  kind: (typeof ledgerTransactions.$inferSelect)['kind'];
  orderId?: number;
  payoutId?: number;
  entries: { account: AccountRef; amountCents: number }[];
};

const userOf = (ref: AccountRef) => ('userId' in ref ? ref.userId : null);
const orderOf = (ref: AccountRef) => ('orderId' in ref ? ref.orderId : null);

export const createLedgerService = (deps: { db: Database }) => {
  const { db } = deps;

  /** The account's id, created on first use; unique per kind, user and order. */
  const accountId = async (tx: Database, ref: AccountRef): Promise<number> => {
    const where = and(
      eq(ledgerAccounts.kind, ref.kind),
      userOf(ref) === null
        ? isNull(ledgerAccounts.userId)
        : eq(ledgerAccounts.userId, userOf(ref) ?? 0),
      orderOf(ref) === null
        ? isNull(ledgerAccounts.orderId)
        : eq(ledgerAccounts.orderId, orderOf(ref) ?? 0),
    );
    const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
    if (existing) return existing.id;
    const [created] = await tx
      .insert(ledgerAccounts)
      .values({ kind: ref.kind, userId: userOf(ref), orderId: orderOf(ref) })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (created) return created.id;
    const [raced] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
    if (!raced) throw new Error(`ledger account ${ref.kind} could not be opened`);
    return raced.id;
  };

  const balanceOf = async (tx: Database, ref: AccountRef, lock = false): Promise<number> => {
    const id = await accountId(tx, ref);
    const query = tx
      .select({ balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row?.balance ?? 0;
  };

  return {
    /**
     * What the platform holds for the person (a freelancer's available balance), its row
     * locked so nothing moves it until the caller's transaction ends. Opens no account.
     */
    heldFor: async (tx: Database, userId: number): Promise<number> => {
      const rows = await tx
        .select({ balance: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.kind, 'freelancer_available'), eq(ledgerAccounts.userId, userId)),
        )
        .for('update');
      return rows.reduce((sum, row) => sum + row.balance, 0);
    },

    /**
     * Writes one movement in the caller's transaction. The database refuses entries that do
     * not sum to zero (at commit) and any protected balance below zero (at once).
     */
    move: async (tx: Database, movement: Movement) => {
      const total = movement.entries.reduce((sum, entry) => sum + entry.amountCents, 0);
      if (total !== 0) throw new Error(`unbalanced ${movement.kind}: ${total}`);
      const [transaction] = await tx
        .insert(ledgerTransactions)
        .values({ kind: movement.kind, orderId: movement.orderId, payoutId: movement.payoutId })
        .returning({ id: ledgerTransactions.id });
      if (!transaction) throw new Error('insert returned no row');
      const rows = [];
      for (const entry of movement.entries) {
        if (entry.amountCents === 0) continue;
        rows.push({
          transactionId: transaction.id,
          accountId: await accountId(tx, entry.account),
          amountCents: entry.amountCents,
        });
      }
      try {
        await tx.insert(ledgerEntries).values(rows);
      } catch (error) {
        if (isCheckViolation(error))
          throw new AppError('conflict', 'There is not enough money in this balance for that.');
        throw error;
      }
      return transaction.id;
    },

    /** The balance, locked for the rest of the caller's transaction when `lock` is set. */
    balanceOf,

    /** A freelancer's movements: releases in, payouts out, newest first. */
    movementsOf: async (userId: number, limit: number) => {
      const available = await accountId(db, { kind: 'freelancer_available', userId });
      return db
        .select({
          id: ledgerEntries.id,
          amountCents: ledgerEntries.amountCents,
          kind: ledgerTransactions.kind,
          orderId: ledgerTransactions.orderId,
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerEntries.accountId, available))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    /**
     * The admin's ledger check: the sum of every entry (zero when every movement balanced)
     * and, per account kind, how many accounts and their balances added up.
     */
    check: async () => {
      const [[entries], kinds] = await Promise.all([
        db
          .select({
            total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
            count: sql<number>`count(*)::int`,
          })
          .from(ledgerEntries),
        db
          .select({
            kind: ledgerAccounts.kind,
            accounts: sql<number>`count(*)::int`,
            balance: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`,
          })
          .from(ledgerAccounts)
          .groupBy(ledgerAccounts.kind)
          .orderBy(ledgerAccounts.kind),
      ]);
      return {
        totalCents: Number(entries?.total ?? 0),
        entries: entries?.count ?? 0,
        kinds: kinds.map((row) => ({ ...row, balanceCents: Number(row.balance) })),
      };
    },

    /** The fee recorded with each release of these orders. */
    feesOf: async (orderIds: number[]) => {
      const fees = new Map<number, number>();
      if (orderIds.length === 0) return fees;
      const rows = await db
        .select({
          orderId: ledgerTransactions.orderId,
          fee: sql<number>`sum(${ledgerEntries.amountCents})::bigint`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'platform_fees'),
            eq(ledgerTransactions.kind, 'release'),
            inArray(ledgerTransactions.orderId, orderIds),
          ),
        )
        .groupBy(ledgerTransactions.orderId);
      for (const row of rows) if (row.orderId !== null) fees.set(row.orderId, Number(row.fee));
      return fees;
    },
  };
};

export type LedgerService = ReturnType<typeof createLedgerService>;
