import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

type Column = { table_name: string; column_name: string };

/**
 * Every text, varchar and json(b) column of every table in the schema, searched for each
 * marker (case-insensitive, anywhere in the value): answers "table.column: value" for each
 * hit. Read from information_schema, so a table or column added later is searched too.
 */
export const findPersonalData = async (db: Database, markers: string[]): Promise<string[]> => {
  const needles = markers.map((marker) => marker.toLowerCase()).filter(Boolean);
  const columns = (
    (await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
      order by c.table_name, c.column_name`)) as unknown as { rows: Column[] }
  ).rows;
  if (columns.length === 0) throw new Error('no text columns found: is this the right schema?');
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`lower(${sql.identifier(column)}::text)`;
    const anyMarker = sql.join(
      needles.map((needle) => sql`strpos(${value}, ${needle}) > 0`),
      sql` or `,
    );
    const { rows } = (await db.execute(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${anyMarker}`,
    )) as unknown as { rows: Array<{ value: string }> };
    for (const row of rows) hits.push(`${table}.${column}: ${row.value}`);
  }
  return hits;
};

/** How many text columns the search covers (a test checks it saw the whole schema). */
export const textColumnCount = async (db: Database): Promise<number> => {
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows[0]?.n ?? 0;
};
