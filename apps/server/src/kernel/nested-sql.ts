import { sql, type SQL } from 'drizzle-orm';

/**
 * A subquery as a field of a select from one table. Drizzle writes the columns at the top
 * level of such a field without their table ("id"), which inside a subquery would name the
 * subquery's own column or be ambiguous; nested one level down they keep it ("users"."id").
 */
export const nested = <T>(fragment: SQL<T>): SQL<T> => sql<T>`${fragment}`;
