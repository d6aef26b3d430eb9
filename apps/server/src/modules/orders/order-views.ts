import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toDollars, type TOrder, type TOrderDetail, type TOrderFile } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orderEvents, orderFiles, orders, proposals, users } from '#db/schema/index.ts';
import { toOwnerDto } from '#kernel/user-ref.ts';
import { toPaymentSummary, type PaymentsService } from '#modules/payments/index.ts';

export type OrderRow = typeof orders.$inferSelect;

const clientUser = alias(users, 'order_client');
const freelancerUser = alias(users, 'order_freelancer');

/** How many milestones the order's contract has (null for a service order or a lost contract). */
const milestoneCountSql = sql<number | null>`(select count(*)::int from orders as same_contract
  where same_contract.proposal_id = ${orders.proposalId})`;

export const orderFileUrl = (id: number) => `/api/orders/files/${id}`;

export const toFileDto = (row: typeof orderFiles.$inferSelect): TOrderFile => ({
  id: row.id,
  name: row.originalName,
  size: row.sizeBytes,
  url: orderFileUrl(row.id),
});

/** Undelivered past its due date (or already announced so by the timer). */
export const isOverdue = (row: OrderRow, now = new Date()) =>
  row.status === 'in_escrow' &&
  (row.overdueNotifiedAt !== null || (row.dueAt !== null && row.dueAt.getTime() <= now.getTime()));

/** How orders are read for answers: one query for the rows with both people, then details. */
export const createOrderViews = (deps: { db: Database; payments: PaymentsService }) => {
  const { db } = deps;

  const selectOrders = (where: SQL | undefined, limit = 100) =>
    db
      .select({
        order: orders,
        jobId: proposals.jobId,
        milestoneCount: milestoneCountSql,
        client: {
          id: clientUser.id,
          username: clientUser.username,
          firstName: clientUser.firstName,
          lastName: clientUser.lastName,
          avatarPath: clientUser.avatarPath,
          emailVerifiedAt: clientUser.emailVerifiedAt,
        },
        freelancer: {
          id: freelancerUser.id,
          username: freelancerUser.username,
          firstName: freelancerUser.firstName,
          lastName: freelancerUser.lastName,
          avatarPath: freelancerUser.avatarPath,
          emailVerifiedAt: freelancerUser.emailVerifiedAt,
        },
      })
      .from(orders)
      .innerJoin(clientUser, eq(clientUser.id, orders.clientId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, orders.freelancerId))
      .leftJoin(proposals, eq(proposals.id, orders.proposalId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);

  type SelectedRow = Awaited<ReturnType<typeof selectOrders>>[number];

  const toDto = (row: SelectedRow): TOrder => {
    const order = row.order;
    const iso = (date: Date | null) => (date ? date.toISOString() : null);
    return {
      id: order.id,
      kind: order.kind,
      status: order.status,
      title: order.title,
      price: toDollars(order.priceCents),
      fee: toDollars(order.feeCents),
      receive: toDollars(order.priceCents - order.feeCents),
      service_id: order.serviceId,
      proposal_id: order.proposalId,
      job_post_id: row.jobId ?? null,
      chat_id: order.chatId,
      client: toOwnerDto(row.client),
      freelancer: toOwnerDto(row.freelancer),
      requirements: order.requirements,
      delivery_days: order.deliveryDays,
      revisions_included: order.revisionsIncluded,
      revisions_used: order.revisionsUsed,
      created_at: order.createdAt.toISOString(),
      paid_at: iso(order.paidAt),
      due_at: iso(order.dueAt),
      delivered_at: iso(order.deliveredAt),
      auto_complete_at: order.status === 'delivered' ? iso(order.autoCompleteAt) : null,
      completed_at: iso(order.completedAt),
      cancelled_at: iso(order.cancelledAt),
      cancel_requested_by: order.cancelRequestedBy,
      overdue: isOverdue(order),
      milestone:
        order.milestonePosition !== null
          ? {
              position: order.milestonePosition,
              count: Math.max(row.milestoneCount ?? 1, order.milestonePosition),
              title: order.milestoneTitle ?? order.title,
            }
          : null,
    };
  };

  /** The order when the user is its client or freelancer; anyone else gets a 404. */
  const participantWhere = (userId: number, orderId: number) =>
    and(eq(orders.id, orderId), or(eq(orders.clientId, userId), eq(orders.freelancerId, userId)));

  return {
    toDto,

    list: async (
      userId: number,
      role: 'purchases' | 'sales',
      limit: number,
      before?: { createdAt: Date; id: number },
    ) => {
      const mine =
        role === 'purchases' ? eq(orders.clientId, userId) : eq(orders.freelancerId, userId);
      const page = before
        ? or(
            lt(orders.createdAt, before.createdAt),
            and(eq(orders.createdAt, before.createdAt), lt(orders.id, before.id)),
          )
        : undefined;
      const rows = await selectOrders(and(mine, page), limit + 1);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    /** The order for one of its two sides; `null` reads it for an admin deciding a dispute. */
    detail: async (userId: number | null, orderId: number): Promise<TOrderDetail | undefined> => {
      const [row] = await selectOrders(
        userId === null ? eq(orders.id, orderId) : participantWhere(userId, orderId),
        1,
      );
      if (!row) return undefined;
      const [events, files, paymentRows] = await Promise.all([
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, orderId))
          .orderBy(orderEvents.id),
        db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(orderFiles.id),
        deps.payments.listForOrders([orderId]),
      ]);
      const filesOfEvent = (eventId: number | null) =>
        files.filter((file) => file.eventId === eventId).map(toFileDto);
      return {
        ...toDto(row),
        events: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          actor_id: event.actorId,
          message: event.message,
          files: filesOfEvent(event.id),
          created_at: event.createdAt.toISOString(),
        })),
        requirement_files: filesOfEvent(null),
        payments: paymentRows.map(toPaymentSummary),
      };
    },
  };
};
