import {
  and,
  desc,
  eq,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  isSettledOrder,
  REVIEW_MESSAGES,
  type TCreateReview,
  type TOrderReviews,
  type TRating,
  type TReview,
  type TReviewReply,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders, reviews, users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import { resolveOwnerRef } from '#kernel/owner-ref.ts';
import { ownerColumns, toOwnerDto } from '#kernel/user-ref.ts';
import type { NotificationsService } from '#modules/notifications/index.ts';

const ORDER_NOT_FOUND = 'This order does not exist or you are not part of it.';
const REVIEW_NOT_FOUND = 'This review does not exist.';
const DAY_MS = 86_400_000;

/** The catalog keeps a service's average with it; reviews tell it when that changes. */
export type ServiceRatings = {
  setRating: (
    tx: Database,
    serviceId: number,
    rating: { average: number; count: number },
  ) => Promise<void>;
};

/**
 * A person's rating from the shown reviews they received, as a column of any query. A column
 * passed in must be written qualified (drizzle leaves a lone table's columns unqualified, and
 * inside this subquery a bare "id" would be the review's).
 */
export const userRatingSql = (userId: SQLWrapper | number) =>
  sql<TRating>`(select json_build_object(
      'average', round(avg(${reviews.stars}), 2)::float8, 'count', count(*)::int)
    from ${reviews}
    where ${reviews.revieweeId} = ${userId} and ${reviews.publishedAt} is not null)`;

/** What a service's rating counts: shown reviews by the clients who bought it. */
const shownClientReviews = and(isNotNull(reviews.publishedAt), eq(reviews.reviewerRole, 'client'));

export const createReviewsService = (deps: {
  db: Database;
  notifications: NotificationsService;
  catalog: ServiceRatings;
  windowDays: number;
}) => {
  const { db, notifications, catalog } = deps;
  const windowMs = deps.windowDays * DAY_MS;

  const selectReviews = (executor: Database, where: SQL | undefined) =>
    executor
      .select({ review: reviews, reviewer: ownerColumns, orderTitle: orders.title })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(where);

  const toDto = ({
    review: row,
    reviewer,
    orderTitle,
  }: Awaited<ReturnType<typeof selectReviews>>[number]): TReview => ({
    id: row.id,
    order_id: row.orderId,
    order_title: orderTitle,
    stars: row.stars,
    comment: row.comment,
    reviewer_role: row.reviewerRole,
    reviewer: toOwnerDto(reviewer),
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  });

  /** The order, when the caller is one of its two sides; locked for the rest of `tx`. */
  const orderOfParty = async (
    executor: Database,
    userId: number,
    orderId: number,
    lock: boolean,
  ) => {
    const query = executor
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          or(eq(orders.clientId, userId), eq(orders.freelancerId, userId)),
        ),
      )
      .limit(1);
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return order;
  };

  type OrderRow = Awaited<ReturnType<typeof orderOfParty>>;
  const windowEndOf = (order: OrderRow) =>
    order.completedAt ? new Date(order.completedAt.getTime() + windowMs) : null;

  /**
   * A service order is reviewed on its own. A job contract is reviewed once, whatever its
   * number of milestones: on the milestone whose release completed it (the last to complete,
   * when none is open any more), so a contract split in ten parts does not count ten times.
   */
  const contractReviewRefusal = async (executor: Database, order: OrderRow) => {
    if (order.kind !== 'contract' || order.proposalId === null) return undefined;
    const milestones = await executor
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.proposalId, order.proposalId))
      .orderBy(desc(orders.completedAt), desc(orders.id));
    if (milestones.some((row) => !isSettledOrder(row.status))) return REVIEW_MESSAGES.contractOpen;
    const last = milestones.find((row) => row.status === 'completed');
    return last?.id === order.id ? undefined : REVIEW_MESSAGES.otherMilestone;
  };

  const reviewsOfOrder = async (executor: Database, userId: number, order: OrderRow) => {
    const rows = await selectReviews(executor, eq(reviews.orderId, order.id));
    const mine = rows.find((row) => row.review.reviewerId === userId);
    const theirs = rows.find((row) => row.review.reviewerId !== userId);
    const windowEnd = windowEndOf(order);
    const answer: TOrderReviews = {
      can_review:
        order.status === 'completed' &&
        !mine &&
        windowEnd !== null &&
        windowEnd.getTime() > Date.now() &&
        (await contractReviewRefusal(executor, order)) === undefined,
      window_ends_at: windowEnd?.toISOString() ?? null,
      mine: mine ? toDto(mine) : null,
      theirs: theirs?.review.publishedAt != null ? toDto(theirs) : null,
      theirs_written: theirs !== undefined,
    };
    return answer;
  };

  /** Shows hidden reviews and brings the averages of the services they count for up to date. */
  const publish = async (tx: Database, where: SQL) => {
    const shown = await tx
      .update(reviews)
      .set({ publishedAt: sql`statement_timestamp()` })
      .where(and(isNull(reviews.publishedAt), where))
      .returning({ serviceId: reviews.serviceId, role: reviews.reviewerRole });
    const serviceIds = new Set(
      shown.flatMap((row) => (row.role === 'client' && row.serviceId ? [row.serviceId] : [])),
    );
    for (const serviceId of [...serviceIds].sort((a, b) => a - b)) {
      const [rating] = await tx
        .select({
          average: sql<number>`coalesce(round(avg(${reviews.stars}), 2), 0)::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(and(eq(reviews.serviceId, serviceId), shownClientReviews));
      await catalog.setRating(tx, serviceId, rating ?? { average: 0, count: 0 });
    }
    return shown.length;
  };

  const page = async (where: SQL, query: { limit: number; cursor?: string }) => {
    const after = query.cursor
      ? decodeCursor(query.cursor, [cursorParts.timestamp, cursorParts.rowId])
      : undefined;
    const rows = await selectReviews(
      db,
      and(
        where,
        after
          ? sql`(${reviews.publishedAt}, ${reviews.id}) < (${after[0]}::timestamptz, ${after[1]})`
          : undefined,
      ),
    )
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(query.limit + 1);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1)?.review;
    return {
      data: shown.map((row) => toDto(row)),
      meta: {
        next_cursor:
          rows.length > query.limit && last?.publishedAt
            ? encodeCursor([last.publishedAt.toISOString(), last.id])
            : null,
      },
    };
  };

  /** A person's rating from the shown reviews they received. */
  const ratingOf = async (userId: number): Promise<TRating> => {
    const [row] = await db
      .select({ rating: userRatingSql(userId) })
      .from(users)
      .where(eq(users.id, userId));
    return row?.rating ?? { average: null, count: 0 };
  };

  return {
    forOrder: async (userId: number, orderId: number): Promise<TOrderReviews> =>
      reviewsOfOrder(db, userId, await orderOfParty(db, userId, orderId, false)),

    /**
     * Writes the caller's review of a completed order. The order row is locked first (as
     * every change of an order does), so when both sides write at once the second one sees
     * the first and both are shown together.
     */
    create: async (userId: number, orderId: number, input: TCreateReview) => {
      const { answer, reviewee, order, bothIn } = await db.transaction(async (tx) => {
        const order = await orderOfParty(tx, userId, orderId, true);
        if (order.status !== 'completed')
          throw new AppError('conflict', REVIEW_MESSAGES.notCompleted);
        const refusal = await contractReviewRefusal(tx, order);
        if (refusal) throw new AppError('conflict', refusal);
        const windowEnd = windowEndOf(order);
        if (!windowEnd || windowEnd.getTime() <= Date.now())
          throw new AppError('conflict', REVIEW_MESSAGES.windowClosed);
        const written = await tx
          .select({ reviewerId: reviews.reviewerId })
          .from(reviews)
          .where(eq(reviews.orderId, order.id));
        if (written.some((row) => row.reviewerId === userId))
          throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
        const isClient = order.clientId === userId;
        const reviewee = isClient ? order.freelancerId : order.clientId;
        await tx.insert(reviews).values({
          orderId: order.id,
          serviceId: order.serviceId,
          reviewerId: userId,
          revieweeId: reviewee,
          reviewerRole: isClient ? 'client' : 'freelancer',
          stars: input.stars,
          comment: input.comment,
          windowEndsAt: windowEnd,
        });
        const bothIn = written.length > 0;
        if (bothIn) await publish(tx, eq(reviews.orderId, order.id));
        return { answer: await reviewsOfOrder(tx, userId, order), reviewee, order, bothIn };
      });
      await notifications.notify(
        reviewee,
        'review_received',
        bothIn
          ? `Your reviews of “${order.title}” are now shown.`
          : `You were reviewed for “${order.title}”. Write yours to see it.`,
        `/orders/${order.id}`,
      );
      return answer;
    },

    /**
     * Account deletion, in its transaction: the words of every review the person wrote or
     * received (and the replies) go; the stars stay, so the other side's rating is unchanged.
     */
    eraseWords: async (tx: Database, userId: number) => {
      await tx
        .update(reviews)
        .set({ comment: '', reply: null, repliedAt: null })
        .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)));
    },

    /** The reviewed person's one public answer to a shown review. */
    reply: async (userId: number, reviewId: number, input: TReviewReply): Promise<TReview> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reviews)
          .where(eq(reviews.id, reviewId))
          .limit(1)
          .for('update');
        const mayKnowIt =
          row &&
          (row.publishedAt !== null || row.reviewerId === userId || row.revieweeId === userId);
        if (!row || !mayKnowIt) throw new AppError('not_found', REVIEW_NOT_FOUND);
        if (row.revieweeId !== userId)
          throw new AppError('forbidden', REVIEW_MESSAGES.replyNotYours);
        if (row.publishedAt === null) throw new AppError('conflict', REVIEW_MESSAGES.replyNotShown);
        if (row.reply !== null) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReplied);
        await tx
          .update(reviews)
          .set({ reply: input.reply, repliedAt: sql`statement_timestamp()` })
          .where(eq(reviews.id, reviewId));
        const [updated] = await selectReviews(tx, eq(reviews.id, reviewId));
        if (!updated) throw new Error('review missing after replying to it');
        return toDto(updated);
      }),

    /** Shown reviews a person received, newest first, with their rating. */
    listForUser: async (ref: string, query: { limit: number; cursor?: string }) => {
      const userId = await resolveOwnerRef(db, ref);
      const [listed, rating] = await Promise.all([
        page(and(eq(reviews.revieweeId, userId), isNotNull(reviews.publishedAt)) as SQL, query),
        ratingOf(userId),
      ]);
      return { ...listed, meta: { ...listed.meta, rating } };
    },

    ratingOf,

    /** Shown reviews the clients of a service wrote, newest first. */
    listForService: (serviceId: number, query: { limit: number; cursor?: string }) =>
      page(and(eq(reviews.serviceId, serviceId), shownClientReviews) as SQL, query),

    /**
     * The timer: reviews whose window closed without the other side's are shown now. Claimed
     * with `skip locked` in batches, so several instances share the work and never clash.
     */
    publishDue: async (now = new Date()): Promise<number> => {
      let total = 0;
      for (;;) {
        const shown = await db.transaction(async (tx) => {
          const due = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(and(isNull(reviews.publishedAt), lte(reviews.windowEndsAt, now)))
            .orderBy(reviews.windowEndsAt)
            .limit(100)
            .for('update', { skipLocked: true });
          if (due.length === 0) return 0;
          return publish(tx, sql`${reviews.id} in ${due.map((row) => row.id)}`);
        });
        total += shown;
        if (shown < 100) return total;
      }
    },
  };
};

export type ReviewsService = ReturnType<typeof createReviewsService>;
