import { and, eq, isNull, sql, type SQL, type Subquery } from 'drizzle-orm';
import { toDollars, type TService } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { categories, orders, services, users } from '#db/schema/index.ts';
import { imagesOfSql, toImageDto, type ImageJson } from '#kernel/images.ts';
import { isoTimeSql } from '#kernel/iso-time-sql.ts';
import { PAGE, pageAsJson } from '#kernel/json-page.ts';
import { nested } from '#kernel/nested-sql.ts';
import { ownerJsonSql, toOwnerDto } from '#kernel/user-ref.ts';

/** A service as `selectServiceRows` writes it into a page. */
export type ServiceJson = {
  id: number;
  title: string;
  description: string;
  priceCents: number;
  rate: number;
  ratingCount: number;
  deliveryDays: number;
  revisions: number;
  /** `Date#toISOString()`'s form. */
  createdAt: string;
  category: { id: number; name: string };
  owner: Parameters<typeof toOwnerDto>[0];
  sales: number;
  images: ImageJson[];
};

/** Completed orders of the service (orders are read here, never written). */
const salesOfService = sql<number>`(select count(*)::int from ${orders}
  where ${orders.serviceId} = ${services.id} and ${orders.status} = 'completed')`;

/** How services are read: as pages of json rows, and as the answer shows them. */
export const createServiceViews = (db: Database) => {
  /**
   * Services where `where` holds, of owners not suspended, as a page's rows: every field
   * named as `ServiceJson` names it, numbered in `orderBy` (the order `pageOfServices` writes
   * them in), the caller adding its limit: whether listed, searched or opened, a service is
   * read one way.
   */
  const selectServiceRows = <Extra extends Record<string, SQL.Aliased>>(
    where: SQL | undefined,
    orderBy: SQL[],
    extra: Extra = {} as Extra,
  ) =>
    db
      .select({
        id: services.id,
        title: services.title,
        description: services.description,
        priceCents: sql<number>`${services.priceCents}`.as('priceCents'),
        rate: services.rate,
        ratingCount: sql<number>`${services.ratingCount}`.as('ratingCount'),
        deliveryDays: sql<number>`${services.deliveryDays}`.as('deliveryDays'),
        revisions: services.revisions,
        createdAt: isoTimeSql(services.createdAt).as('createdAt'),
        category: sql`json_build_object('id', ${categories.id}, 'name', ${categories.name})`.as(
          'category',
        ),
        owner: ownerJsonSql.as('owner'),
        sales: nested(salesOfService).as('sales'),
        images: nested(imagesOfSql('service', services.id)).as('images'),
        position: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as(
          'position',
        ),
        ...extra,
      })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .innerJoin(users, eq(users.id, services.freelancerId))
      .where(and(where, isNull(users.suspendedAt)))
      .orderBy(...orderBy)
      .$dynamic();

  /** A page of service rows (`selectServiceRows`) as one json value, in their order. */
  const pageOfServices = <Row extends ServiceJson>(page: Subquery) =>
    db.select({ services: pageAsJson<Row>((column) => column('position')) }).from(page);

  const toDtos = (rows: ServiceJson[]): TService[] =>
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      price: { value: toDollars(row.priceCents) },
      rate: row.rate,
      rating_count: row.ratingCount,
      images: row.images.map(toImageDto),
      category: row.category,
      owner: toOwnerDto(row.owner),
      sales: row.sales,
      delivery_days: row.deliveryDays,
      revisions: row.revisions,
      created_at: row.createdAt,
    }));

  /** Services in `orderBy` where `where` holds, each as the answer shows it, in one statement. */
  const readServices = async (where: SQL, orderBy: SQL[], limit?: number) => {
    const rows = selectServiceRows(where, orderBy);
    const [answer] = await pageOfServices(
      (limit === undefined ? rows : rows.limit(limit)).as(PAGE),
    );
    return toDtos(answer?.services ?? []);
  };

  return { selectServiceRows, pageOfServices, readServices, toDtos };
};
