import { sql, type SQL } from 'drizzle-orm';

/** The name `pageAsJson`'s subquery goes by, for `pageAsJson(...).from(page.as(PAGE))`. */
export const PAGE = 'page';

/**
 * A page of rows as one json array, for a list read on every page: the caller's select, made
 * a subquery named `PAGE` (every field named as the answer names it: columns whose name
 * differs and computed fields carry `.as(...)`), written by the database as one value, its
 * rows in `orderBy` (the page's own order: an aggregate does not keep a subquery's). A driver
 * decodes a row field by field, and PGlite's copies and decodes each field on its own: a page
 * of 30 messages of 8 fields is 240 of them that way, and one this way.
 */
export const pageAsJson = <Row>(orderBy: (column: (name: string) => SQL) => SQL) =>
  sql<Row[]>`coalesce(json_agg(${sql.identifier(PAGE)} order by ${orderBy(
    (name) => sql`${sql.identifier(PAGE)}.${sql.identifier(name)}`,
  )}), '[]')`;
