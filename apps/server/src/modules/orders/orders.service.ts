import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  computeFee,
  toCents,
  isCardExpired,
  ORDER_MESSAGES,
  type TCard,
  type TOrderDetail,
} from '@marketplace/contract';
import { orders } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { CatalogService } from '#modules/catalog/index.ts';

import { createContractOrders } from './contract-orders.ts';
import { createOrderCheckout } from './order-checkout.ts';
import { createOrderDisputes } from './order-disputes.ts';
import type { OrderFiles } from './order-files.ts';
import { createOrderErasure } from './order-erase.ts';
import { createOrderSteps, type OrderStepsDeps } from './order-steps.ts';
import { runOrderTimers } from './order-timers.ts';
import { isOverdue } from './order-views.ts';

type Deps = OrderStepsDeps & {
  catalog: CatalogService;
  files: OrderFiles;
  /** The site's address: a hosted checkout page sends the buyer back to it. */
  linkOrigin: string;
};

/**
 * The order state machine. Every change locks the order row first (then, through the other
 * modules, its payment and ledger rows), re-checks the state under that lock, and writes the
 * state, the timeline and the money in one transaction.
 */
export const createOrdersService = (deps: Deps) => {
  const { db, payments, conversations, settings } = deps;
  const steps = createOrderSteps(deps);
  const {
    views,
    dayMs,
    lockOrder,
    assertClient,
    assertFreelancer,
    assertStatus,
    addEvent,
    update,
    announce,
    detailFor,
    fund,
    release,
    refund,
    announcePaid,
    payResult,
    money,
  } = steps;
  const checkout = createOrderCheckout({
    db,
    steps,
    payments,
    ledger: deps.ledger,
    linkOrigin: deps.linkOrigin,
  });
  // A hosted checkout's outcome reaches the payments module's webhook, which settles it here.
  payments.onCheckoutOutcome(checkout.settle);
  const disputes = createOrderDisputes({
    db,
    steps,
    ledger: deps.ledger,
    notifications: deps.notifications,
    files: deps.files,
  });

  return {
    views,
    ...createOrderErasure(),

    /** Opening, reading and deciding disputes (deciding is the admin module's call). */
    disputes,

    /** Paying on the processor's hosted checkout page, settled by its webhook. */
    checkout,

    /** Lets the proposals module end a contract when its order completes (set once at start). */
    onContractCompleted: steps.setContractCompleted,

    /** A client buys a catalog service at today's title and price; payment comes next. */
    createForService: async (
      clientId: number,
      input: { service_id: number; requirements: string; file_ids: number[] },
    ): Promise<TOrderDetail> => {
      const service = await deps.catalog.getService(input.service_id);
      if (service.owner.id === clientId)
        throw new AppError('forbidden', 'You cannot buy your own service.');
      const priceCents = toCents(service.price.value);
      const { feeCents } = computeFee(priceCents);
      const orderId = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            kind: 'service',
            serviceId: service.id,
            clientId,
            freelancerId: service.owner.id,
            title: service.title,
            priceCents,
            feeCents,
            requirements: input.requirements,
            deliveryDays: service.delivery_days,
            revisionsIncluded: service.revisions,
          })
          .returning();
        if (!order) throw new Error('insert returned no row');
        const chat = await conversations.openOrderConversation(tx, {
          orderId: order.id,
          clientId,
          freelancerId: service.owner.id,
          title: service.title,
        });
        await update(tx, order.id, { chatId: chat.id });
        await deps.files.attach(tx, clientId, order.id, null, input.file_ids);
        await addEvent(tx, order.id, 'created', clientId, input.requirements);
        return order.id;
      });
      return detailFor(clientId, orderId);
    },

    ...createContractOrders(steps, payments),

    /** Completed sales of a freelancer (the home card's 'Sells'), as a subquery. */
    completedSalesSql: (freelancerId: SQLWrapper): SQL<number> =>
      sql<number>`(select count(*)::int from ${orders} where ${orders.freelancerId} = ${freelancerId} and ${orders.status} = 'completed')`,

    get: detailFor,

    pay: async (clientId: number, orderId: number, card: TCard & { card_number: string }) => {
      if (isCardExpired(card.expiry))
        throw new AppError('unprocessable', ORDER_MESSAGES.cardExpired, {
          expiry: ORDER_MESSAGES.cardExpired,
        });
      const result = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, clientId, orderId);
        assertClient(order, clientId, 'pay for');
        assertStatus(order, ['awaiting_payment'], 'paid');
        if (await payments.pendingConfirmation(tx, orderId))
          throw new AppError(
            'conflict',
            'A payment for this order is waiting for your confirmation.',
          );
        const payment = await payments.charge(tx, {
          orderId,
          amountCents: order.priceCents,
          card: { cardNumber: card.card_number, expiry: card.expiry, cvc: card.cvc },
        });
        if (payment.status === 'succeeded') await fund(tx, order);
        if (payment.status === 'failed')
          await addEvent(tx, orderId, 'payment_failed', clientId, payment.failureMessage ?? '');
        return { order, payment };
      });
      if (result.payment.status === 'failed')
        throw new AppError(
          'payment_required',
          result.payment.failureMessage ?? 'The payment failed.',
        );
      if (result.payment.status === 'succeeded') await announcePaid(result.order);
      return payResult(clientId, orderId, result.payment);
    },

    confirmPayment: async (clientId: number, orderId: number, paymentId: number) => {
      const result = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, clientId, orderId);
        assertClient(order, clientId, 'pay for');
        assertStatus(order, ['awaiting_payment'], 'paid');
        const payment = await payments.confirm(tx, orderId, paymentId);
        if (payment.status === 'succeeded') await fund(tx, order);
        return { order, payment };
      });
      if (result.payment.status !== 'succeeded')
        throw new AppError(
          'payment_required',
          result.payment.failureMessage ?? 'The payment failed.',
        );
      await announcePaid(result.order);
      return payResult(clientId, orderId, result.payment);
    },

    deliver: async (
      freelancerId: number,
      orderId: number,
      input: { message: string; file_ids: number[] },
    ) => {
      const order = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, freelancerId, orderId);
        assertFreelancer(row, freelancerId, 'deliver');
        if (row.status === 'awaiting_payment')
          throw new AppError(
            'conflict',
            'This order is not funded yet. Please wait for the payment before you start.',
          );
        assertStatus(row, ['in_escrow'], 'delivered');
        const eventId = await addEvent(tx, orderId, 'delivered', freelancerId, input.message);
        await deps.files.attach(tx, freelancerId, orderId, eventId, input.file_ids);
        const now = new Date();
        await update(tx, orderId, {
          status: 'delivered',
          deliveredAt: now,
          autoCompleteAt: new Date(now.getTime() + settings.autoCompleteDays * dayMs),
        });
        return row;
      });
      await announce(order, freelancerId, 'The freelancer delivered the work.', {
        userId: order.clientId,
        text: `"${order.title}" was delivered: accept it or ask for a revision`,
      });
      return detailFor(freelancerId, orderId);
    },

    requestRevision: async (clientId: number, orderId: number, message: string) => {
      const order = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, clientId, orderId);
        assertClient(row, clientId, 'ask for a revision of');
        assertStatus(row, ['delivered'], 'sent back for a revision');
        if (row.revisionsUsed >= row.revisionsIncluded)
          throw new AppError(
            'conflict',
            `All ${row.revisionsIncluded} included revision${row.revisionsIncluded === 1 ? '' : 's'} have been used. Accept the delivery or talk to the freelancer.`,
          );
        await update(tx, orderId, {
          status: 'in_escrow',
          revisionsUsed: row.revisionsUsed + 1,
          autoCompleteAt: null,
          // The freelancer delivered in time: the revision gets a fresh delivery period.
          dueAt: new Date(Date.now() + row.deliveryDays * dayMs),
          overdueNotifiedAt: null,
        });
        await addEvent(tx, orderId, 'revision_requested', clientId, message);
        return row;
      });
      await announce(order, clientId, 'The buyer asked for a revision.', {
        userId: order.freelancerId,
        text: `A revision was requested on "${order.title}"`,
      });
      return detailFor(clientId, orderId);
    },

    accept: async (clientId: number, orderId: number) => {
      const order = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, clientId, orderId);
        assertClient(row, clientId, 'accept');
        assertStatus(row, ['delivered'], 'accepted');
        await release(tx, row, 'accepted', clientId);
        return row;
      });
      await announce(order, clientId, 'The buyer accepted the delivery. Payment released.', {
        userId: order.freelancerId,
        text: `"${order.title}" is complete: ${money(order.priceCents - order.feeCents)} released to you`,
      });
      return detailFor(clientId, orderId);
    },

    /**
     * Unpaid orders end at once. A funded one is refunded when the client cancels after the
     * due date passed undelivered (the money-back guarantee) or when both sides have asked.
     */
    cancel: async (userId: number, orderId: number, reason: string) => {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, userId, orderId);
        assertStatus(row, ['awaiting_payment', 'in_escrow', 'delivered'], 'cancelled');
        if (row.status === 'awaiting_payment') {
          // A contract stays accepted: its order waits for the client's funding, not a cancel.
          if (row.kind === 'contract')
            throw new AppError(
              'conflict',
              'This order belongs to an accepted job contract: the client funds it to start the work.',
            );
          if (await payments.pendingConfirmation(tx, orderId))
            throw new AppError('conflict', 'A payment for this order is waiting for confirmation.');
          await payments.closeCheckouts(tx, orderId);
          await update(tx, orderId, { status: 'cancelled', cancelledAt: new Date() });
          await addEvent(tx, orderId, 'cancelled', userId, reason);
          return { row, refunded: false, requested: false };
        }
        const otherAsked = row.cancelRequestedBy !== null && row.cancelRequestedBy !== userId;
        if ((row.clientId === userId && isOverdue(row)) || otherAsked) {
          await refund(tx, row, userId, reason);
          return { row, refunded: true, requested: false };
        }
        if (row.cancelRequestedBy === userId)
          throw new AppError(
            'conflict',
            'You already asked to cancel. The other side has not agreed yet.',
          );
        await update(tx, orderId, { cancelRequestedBy: userId });
        await addEvent(tx, orderId, 'cancel_requested', userId, reason);
        return { row, refunded: false, requested: true };
      });
      const other =
        outcome.row.clientId === userId ? outcome.row.freelancerId : outcome.row.clientId;
      await announce(
        outcome.row,
        userId,
        outcome.requested
          ? 'Asked to cancel the order. It is cancelled and refunded if the other side agrees.'
          : outcome.refunded
            ? 'The order was cancelled and the buyer refunded.'
            : 'The order was cancelled.',
        {
          userId: other,
          text: outcome.requested
            ? `Cancellation requested on "${outcome.row.title}"`
            : `"${outcome.row.title}" was cancelled`,
        },
      );
      return detailFor(userId, orderId);
    },

    runTimers: (now?: Date) => runOrderTimers(steps, db, now),
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
