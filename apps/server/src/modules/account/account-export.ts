import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { PRODUCT_NAME, toDollars } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import {
  chats,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  messages,
  orders,
  reviews,
} from '#db/schema/index.ts';
import type { CatalogService } from '#modules/catalog/index.ts';
import type { JobsService } from '#modules/jobs/index.ts';
import type { ProjectsService } from '#modules/projects/index.ts';
import type { ProposalsService } from '#modules/proposals/index.ts';
import type { UsersService } from '#modules/users/index.ts';

/**
 * "Download my data": everything the account holds, as one JSON document. Listings and
 * proposals come in the shapes the API answers with; conversations, orders, money movements
 * and reviews straight from their tables, limited to what the account took part in.
 */
export const createAccountExport = (deps: {
  db: Database;
  users: Pick<UsersService, 'getInfo'>;
  jobs: Pick<JobsService, 'listOwnJobs'>;
  catalog: Pick<CatalogService, 'listByOwner'>;
  projects: Pick<ProjectsService, 'listByOwner'>;
  proposals: Pick<ProposalsService, 'listForClient' | 'listForFreelancer'>;
}) => {
  const { db } = deps;

  const conversationsOf = async (userId: number) => {
    const own = await db
      .select({
        id: chats.id,
        title: chats.title,
        clientId: chats.clientId,
        freelancerId: chats.freelancerId,
      })
      .from(chats)
      .where(or(eq(chats.clientId, userId), eq(chats.freelancerId, userId)));
    const ids = own.map((chat) => chat.id);
    const sent = ids.length
      ? await db
          .select()
          .from(messages)
          .where(inArray(messages.chatId, ids))
          .orderBy(asc(messages.id))
      : [];
    return own.map((chat) => ({
      chat_id: chat.id,
      title: chat.title,
      messages: sent
        .filter((message) => message.chatId === chat.id)
        .map((message) => ({
          from: message.kind === 'system' ? 'system' : message.senderId === userId ? 'me' : 'them',
          text: message.body,
          sent_at: message.createdAt.toISOString(),
        })),
    }));
  };

  const ordersOf = async (userId: number) =>
    (
      await db
        .select()
        .from(orders)
        .where(or(eq(orders.clientId, userId), eq(orders.freelancerId, userId)))
        .orderBy(asc(orders.id))
    ).map((order) => ({
      id: order.id,
      kind: order.kind,
      role: order.clientId === userId ? 'client' : 'freelancer',
      title: order.title,
      price: toDollars(order.priceCents),
      fee: toDollars(order.feeCents),
      status: order.status,
      requirements: order.requirements,
      created_at: order.createdAt.toISOString(),
      completed_at: order.completedAt?.toISOString() ?? null,
      cancelled_at: order.cancelledAt?.toISOString() ?? null,
    }));

  /** Movements of the account's own balance (what it earned and paid out). */
  const movementsOf = async (userId: number) =>
    (
      await db
        .select({
          kind: ledgerTransactions.kind,
          orderId: ledgerTransactions.orderId,
          amountCents: ledgerEntries.amountCents,
          at: ledgerTransactions.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'freelancer_available')),
        )
        .orderBy(asc(ledgerEntries.id))
    ).map((row) => ({
      kind: row.kind,
      order_id: row.orderId,
      amount: toDollars(row.amountCents),
      at: row.at.toISOString(),
    }));

  const reviewsOf = async (userId: number) => {
    const rows = await db
      .select()
      .from(reviews)
      .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)))
      .orderBy(asc(reviews.id));
    const shape = (row: (typeof rows)[number]) => ({
      order_id: row.orderId,
      stars: row.stars,
      comment: row.comment,
      reply: row.reply,
      written_at: row.createdAt.toISOString(),
      shown_at: row.publishedAt?.toISOString() ?? null,
    });
    return {
      written: rows.filter((row) => row.reviewerId === userId).map(shape),
      // What others wrote is theirs until it is shown; only shown reviews are exported.
      received: rows
        .filter((row) => row.revieweeId === userId && row.publishedAt !== null)
        .map(shape),
    };
  };

  return {
    exportData: async (userId: number) => {
      const profile = await deps.users.getInfo(userId);
      const isClient = profile.account_type === 'client';
      const [jobs, services, projects, proposals, conversations, ownOrders, movements, ownReviews] =
        await Promise.all([
          isClient ? deps.jobs.listOwnJobs(userId) : [],
          isClient ? [] : deps.catalog.listByOwner(userId),
          isClient ? [] : deps.projects.listByOwner(userId),
          isClient
            ? deps.proposals.listForClient(userId)
            : deps.proposals.listForFreelancer(userId),
          conversationsOf(userId),
          ordersOf(userId),
          movementsOf(userId),
          reviewsOf(userId),
        ]);
      return {
        exported_from: PRODUCT_NAME,
        exported_at: new Date().toISOString(),
        profile,
        jobs,
        services,
        projects,
        proposals,
        conversations,
        orders: ownOrders,
        money_movements: movements,
        reviews: ownReviews,
      };
    },
  };
};

export type AccountExport = ReturnType<typeof createAccountExport>;
