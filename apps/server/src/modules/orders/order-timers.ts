import { and, eq, lte, notInArray, sql } from 'drizzle-orm';
import { formatSpaceDateTime } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { OrderSteps } from './order-steps.ts';

/**
 * Fires due timers once each: an unanswered delivery completes, an undelivered order past
 * its due date tells the client it may be cancelled for a refund. Each order is claimed
 * with `skip locked` in its own transaction, so instances never fire the same one twice.
 */
export const runOrderTimers = async (
  steps: OrderSteps,
  db: Database,
  now = new Date(),
  batch = 50,
) => {
  const { release, addEvent, update, announce, money } = steps;
  let fired = 0;
  /** Orders whose release could not finish this run (the processor did not answer). */
  const postponed: number[] = [];
  for (let round = 0; round < batch; round += 1) {
    let releasing: number | undefined;
    const done = await db
      .transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.status, 'delivered'),
              lte(orders.autoCompleteAt, now),
              postponed.length > 0 ? notInArray(orders.id, postponed) : undefined,
            ),
          )
          .limit(1)
          .for('update', { skipLocked: true });
        if (due) {
          releasing = due.id;
          await release(tx, due, 'auto_completed', null);
          return { order: due, kind: 'completed' as const };
        }
        const [late] = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.status, 'in_escrow'),
              lte(orders.dueAt, now),
              sql`${orders.overdueNotifiedAt} is null`,
            ),
          )
          .limit(1)
          .for('update', { skipLocked: true });
        if (!late) return undefined;
        await update(tx, late.id, { overdueNotifiedAt: now });
        await addEvent(
          tx,
          late.id,
          'overdue',
          null,
          `Due ${formatSpaceDateTime(late.dueAt ?? now)} UTC`,
        );
        return { order: late, kind: 'overdue' as const };
      })
      .catch((error: unknown) => {
        // The processor did not answer whether it made this order's transfer: the release
        // rolled back, and the next run retries it with the same key. The other due orders
        // go on meanwhile instead of waiting behind it.
        if (releasing === undefined || !(error instanceof AppError && error.code === 'unavailable'))
          throw error;
        postponed.push(releasing);
        return 'postponed' as const;
      });
    if (done === 'postponed') continue;
    if (!done) break;
    fired += 1;
    const { order } = done;
    if (done.kind === 'completed')
      await announce(
        order,
        order.clientId,
        'No answer to the delivery in time: the order completed and the payment was released.',
        {
          userId: order.freelancerId,
          text: `"${order.title}" completed automatically: ${money(order.priceCents - order.feeCents)} released to you`,
        },
      );
    else
      await announce(
        order,
        order.clientId,
        'The order is past its due date: the buyer may cancel it for a full refund.',
        {
          userId: order.clientId,
          text: `"${order.title}" is overdue: you may cancel it for a full refund`,
        },
      );
  }
  return fired;
};
