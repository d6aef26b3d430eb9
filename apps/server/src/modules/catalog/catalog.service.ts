import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  toCents,
  type TCreateService,
  type TService,
  type TServiceListQuery,
  type TUpdateService,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { categories, images as imageRows, orders, services, users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import type { ImagesService } from '#kernel/images.ts';
import { PAGE } from '#kernel/json-page.ts';
import { createServiceViews, type ServiceJson } from './service-views.ts';
import { preparedByShape } from '#kernel/prepared-by-shape.ts';
import { resolveOwnerRef } from '#kernel/owner-ref.ts';

const SERVICE_NOT_FOUND = 'This service does not exist or was deleted.';
const NOT_YOUR_SERVICE = 'You can only change your own services.';

/**
 * How many of the closest titles a search ranks and pages through: ten pages of twenty. The
 * KNN scan's cost grows with it (100,000 titles on PostgreSQL: 0.5 ms for 21, 2 ms for 200,
 * 5 ms for 500), and titles that far down are no longer close to what was typed.
 */
export const SEARCH_CANDIDATES = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Each sort walks an index: (created_at desc nulls last, id desc nulls last) forwards for
 * newest, the same index backwards for oldest, and (price_cents, id) for the best price.
 */
const SORTS = {
  newest: {
    orderBy: [sql`${services.createdAt} desc nulls last`, sql`${services.id} desc nulls last`],
    after: (key: readonly [unknown, unknown]) =>
      sql`(${services.createdAt}, ${services.id}) < (${key[0]}::timestamptz, ${key[1]})`,
    keyOf: (row: ServiceJson) => [row.createdAt, row.id],
    cursor: [cursorParts.timestamp, cursorParts.rowId],
  },
  oldest: {
    orderBy: [sql`${services.createdAt} asc nulls first`, sql`${services.id} asc nulls first`],
    after: (key: readonly [unknown, unknown]) =>
      sql`(${services.createdAt}, ${services.id}) > (${key[0]}::timestamptz, ${key[1]})`,
    keyOf: (row: ServiceJson) => [row.createdAt, row.id],
    cursor: [cursorParts.timestamp, cursorParts.rowId],
  },
  price: {
    orderBy: [sql`${services.priceCents} asc`, sql`${services.id} asc`],
    after: (key: readonly [unknown, unknown]) =>
      sql`(${services.priceCents}, ${services.id}) > (${key[0]}, ${key[1]})`,
    keyOf: (row: ServiceJson) => [row.priceCents, row.id],
    cursor: [cursorParts.cents, cursorParts.rowId],
  },
} as const;

/** Every table a page of `list` reads (services, their pictures, owners and sales), for the read cache. */
export const SERVICE_LIST_TABLES = [services, categories, imageRows, users, orders];

export const createCatalogService = (deps: { db: Database; images: ImagesService }) => {
  const { db, images } = deps;
  const { selectServiceRows, pageOfServices, readServices, toDtos } = createServiceViews(db);

  /**
   * The list's statement for one shape (order, with or without a category, first page or a
   * later one), built and prepared on first use: the list is the most read page of the
   * catalog, and neither drizzle nor (on PostgreSQL, per connection) the planner then repeats
   * its work. Twelve shapes at most.
   */
  const listStatement = preparedByShape(
    (sortName: keyof typeof SORTS, byCategory: boolean, paged: boolean) => {
      const sort = SORTS[sortName];
      const rows = selectServiceRows(
        and(
          byCategory
            ? sql`lower(${categories.name}) = lower(${sql.placeholder('category')})`
            : undefined,
          paged ? sort.after([sql.placeholder('after0'), sql.placeholder('after1')]) : undefined,
        ),
        [...sort.orderBy],
      ).limit(sql.placeholder('limit'));
      return pageOfServices(rows.as(PAGE)).prepare(
        `catalog_list_${sortName}_${Number(byCategory)}_${Number(paged)}`,
      );
    },
  );

  const getService = async (serviceId: number): Promise<TService> => {
    const [dto] = await readServices(eq(services.id, serviceId), [sql`${services.id}`], 1);
    if (!dto) throw new AppError('not_found', SERVICE_NOT_FOUND);
    return dto;
  };

  const categoryIdOf = async (name: string, executor: Database = db): Promise<number> => {
    const [row] = await executor
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${name})`)
      .limit(1);
    if (!row)
      throw new AppError('unprocessable', CATALOG_MESSAGES.categoryUnknown, {
        category: CATALOG_MESSAGES.categoryUnknown,
      });
    return row.id;
  };

  /**
   * Someone else's service answers 403, not 404: services are public to every signed-in
   * user, so hiding its existence would protect nothing and only confuse the caller. Locked
   * in the caller's transaction, so what is decided on the row still holds when it is written.
   */
  const lockOwn = async (
    tx: Database,
    freelancerId: number,
    serviceId: number,
    lock: 'no key update' | 'update',
  ) => {
    const [row] = await tx.select().from(services).where(eq(services.id, serviceId)).for(lock);
    if (!row) throw new AppError('not_found', SERVICE_NOT_FOUND);
    if (row.freelancerId !== freelancerId) throw new AppError('forbidden', NOT_YOUR_SERVICE);
    return row;
  };

  const newestFirst = SORTS.newest.orderBy;

  return {
    getService,

    /** The reviews module keeps a service's average of its shown client reviews here. */
    setRating: async (
      tx: Database,
      serviceId: number,
      rating: { average: number; count: number },
    ): Promise<void> => {
      await tx
        .update(services)
        .set({ rate: rating.average, ratingCount: rating.count })
        .where(eq(services.id, serviceId));
    },

    create: async (freelancerId: number, input: TCreateService): Promise<TService> => {
      const categoryId = await categoryIdOf(input.category);
      const serviceId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(services)
          .values({
            freelancerId,
            categoryId,
            title: input.title,
            description: input.description,
            priceCents: toCents(input.price),
            deliveryDays: input.delivery_days,
            revisions: input.revisions,
          })
          .returning({ id: services.id });
        if (!row) throw new Error('insert returned no row');
        await images.setImages(tx, freelancerId, 'service', row.id, input.images);
        return row.id;
      });
      return getService(serviceId);
    },

    update: async (
      freelancerId: number,
      serviceId: number,
      input: TUpdateService,
    ): Promise<TService> => {
      const released = await db.transaction(async (tx) => {
        // Locked before the pictures move to it: a deletion racing the edit waits, or went first.
        await lockOwn(tx, freelancerId, serviceId, 'no key update');
        const categoryId =
          input.category === undefined ? undefined : await categoryIdOf(input.category, tx);
        await tx
          .update(services)
          .set({
            ...(input.title !== undefined ? { title: input.title } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.price !== undefined ? { priceCents: toCents(input.price) } : {}),
            ...(categoryId !== undefined ? { categoryId } : {}),
            ...(input.delivery_days !== undefined ? { deliveryDays: input.delivery_days } : {}),
            ...(input.revisions !== undefined ? { revisions: input.revisions } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(services.id, serviceId));
        return input.images === undefined
          ? []
          : images.setImages(tx, freelancerId, 'service', serviceId, input.images);
      });
      await images.removeFiles(released);
      return getService(serviceId);
    },

    /** Locked first: of two deletions one finds it gone, and an edit racing it waits. */
    remove: async (freelancerId: number, serviceId: number) => {
      const rows = await db.transaction(async (tx) => {
        await lockOwn(tx, freelancerId, serviceId, 'update');
        // Its pictures go with it (cascade); their files are removed once that is committed.
        const pictures = await tx
          .select()
          .from(imageRows)
          .where(eq(imageRows.serviceId, serviceId));
        await tx.delete(services).where(eq(services.id, serviceId));
        return pictures;
      });
      await images.removeFiles(rows);
    },

    /** Account deletion, in its transaction (their pictures go through the images service). */
    eraseFreelancer: async (tx: Database, freelancerId: number) => {
      await tx.delete(services).where(eq(services.freelancerId, freelancerId));
    },

    listByOwner: async (ownerRef: number | string): Promise<TService[]> => {
      const ownerId = typeof ownerRef === 'number' ? ownerRef : await resolveOwnerRef(db, ownerRef);
      return readServices(eq(services.freelancerId, ownerId), [...newestFirst]);
    },

    /** All services, one keyset page at a time, in the chosen order and category. */
    list: async (query: TServiceListQuery) => {
      const sort = SORTS[query.sort];
      const after = query.cursor ? decodeCursor(query.cursor, sort.cursor) : undefined;
      const [answer] = await listStatement(
        query.sort,
        Boolean(query.category),
        Boolean(after),
      ).execute({
        category: query.category ?? null,
        after0: after?.[0] ?? null,
        after1: after?.[1] ?? null,
        limit: query.limit + 1,
      });
      const rows = answer?.services ?? [];
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: toDtos(page),
        meta: {
          next_cursor: rows.length > query.limit && last ? encodeCursor(sort.keyOf(last)) : null,
        },
      };
    },

    /**
     * Title search, case-insensitive and typo-tolerant: titles holding a word close to the
     * text (pg_trgm word similarity), nearest first. The nearest SEARCH_CANDIDATES are taken
     * straight off the GiST index (a KNN scan, whose cost does not grow with the number of
     * matches), then ordered by (distance, closeness, id) so pages have a stable keyset.
     * Every title holding the searched word is at distance 0, so the similarity of the whole
     * title (closeness) breaks the tie: 'Logo' comes before 'Logo design'. Text with no
     * letters or digits has no trigrams, so it is matched as a literal substring instead.
     * The text is a parameter and LIKE's metacharacters are escaped: nothing in it is read
     * as SQL or as a pattern.
     */
    search: async (text: string, query: { limit: number; cursor?: string }) => {
      // PostgreSQL text cannot hold NUL; it is dropped here as from every catalog text.
      const q = text.replaceAll('\u0000', '').trim().toLowerCase().slice(0, 200);
      if (!q) return { data: [], meta: { next_cursor: null } };
      const title = sql`lower(${services.title})`;
      const matches = db
        .select({
          id: services.id,
          distance: sql<number>`(${q} <<-> ${title})::real`.as('distance'),
          closeness: sql<number>`(${q} <-> ${title})::real`.as('closeness'),
        })
        .from(services)
        .where(
          /[\p{L}\p{N}]/u.test(q)
            ? sql`${q} <% ${title}`
            : sql`${title} like ${`%${escapeLike(q)}%`}`,
        )
        .orderBy(sql`${q} <<-> ${title}`)
        .limit(SEARCH_CANDIDATES)
        .as('matches');
      const conditions: SQL[] = [];
      if (query.cursor) {
        const [lastDistance, lastCloseness, lastId] = decodeCursor(query.cursor, [
          cursorParts.distance,
          cursorParts.distance,
          cursorParts.rowId,
        ]);
        conditions.push(
          sql`(${matches.distance}, ${matches.closeness}, ${matches.id}) > (${lastDistance}::real, ${lastCloseness}::real, ${lastId})`,
        );
      }
      const [answer] = await pageOfServices<ServiceJson & { distance: number; closeness: number }>(
        selectServiceRows(
          and(...conditions),
          [matches.distance, matches.closeness, matches.id].map((c) => sql`${c}`),
          {
            distance: sql<number>`${matches.distance}`.as('distance'),
            closeness: sql<number>`${matches.closeness}`.as('closeness'),
          },
        )
          .innerJoin(matches, eq(matches.id, services.id))
          .limit(query.limit + 1)
          .as(PAGE),
      );
      const rows = answer?.services ?? [];
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: toDtos(page),
        meta: {
          next_cursor:
            rows.length > query.limit && last
              ? encodeCursor([last.distance, last.closeness, last.id])
              : null,
        },
      };
    },

    /** How many services a freelancer offers, as a subquery for the caller's own select. */
    countSql: (freelancerId: SQLWrapper): SQL<number> =>
      sql<number>`(select count(*)::int from ${services} where ${services.freelancerId} = ${freelancerId})`,
  };
};

export type CatalogService = ReturnType<typeof createCatalogService>;
