import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Named statements kept at most; past it the longest-kept one is closed for the new one. */
const MAX_STATEMENTS = 500;

type Statement = { name: string; paramTypes: number[] };

const { serialize } = protocol;

const concat = (parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/**
 * Makes `pg.query()` (what drizzle calls outside transactions) run each query text as a named
 * statement: parsed and described once, then bound and executed in one round trip into the
 * database, its plan cached by PostgreSQL as on a real server (where pg keeps drizzle's
 * named statements per connection). PGlite's own `query()` takes six round trips (parse,
 * describe, bind, describe, execute, sync) and plans the statement again on every call: a
 * four-count profile read costs 2-3 ms that way, under 0.5 ms this way. Values are
 * serialized and rows parsed as `query()` does, under the same locks; transactions keep
 * PGlite's own path.
 */
export const useNamedStatements = (pg: PGlite) => {
  const statements = new Map<string, Statement>();
  let counter = 0;

  // PGlite merges a query's own parsers into its defaults (a few hundred, one per type and
  // array type) on every call; a prepared query passes the same object each time, so its merge
  // is kept.
  const mergedParsers = new WeakMap<object, PGlite['parsers']>();
  const parsersFor = (options?: QueryOptions) => {
    if (!options?.parsers) return pg.parsers;
    let merged = mergedParsers.get(options.parsers);
    if (!merged) {
      merged = { ...pg.parsers, ...options.parsers };
      mergedParsers.set(options.parsers, merged);
    }
    return merged;
  };

  const run = (parts: Uint8Array[], options?: QueryOptions) =>
    pg.execProtocol(concat(parts), { syncToFs: false, onNotice: options?.onNotice });

  const prepare = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const parts: Uint8Array[] = [];
    const [oldestText, oldest] = statements.entries().next().value ?? [];
    if (oldestText !== undefined && oldest && statements.size >= MAX_STATEMENTS) {
      statements.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    counter += 1;
    const name = `pglite_statement_${counter}`;
    parts.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const { messages } = await run(parts, options);
    const description = messages.find(
      (message): message is InstanceType<typeof protocol.messages.ParameterDescriptionMessage> =>
        message.name === 'parameterDescription',
    );
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  };

  const execute = async (text: string, params: unknown[], options?: QueryOptions) => {
    let statement: Statement | undefined;
    try {
      statement = statements.get(text) ?? (await prepare(text, options));
      const { name, paramTypes } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await run(
        [
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        options,
      );
      await pg.syncToFs();
      return parse.parseResults(messages, parsersFor(options), {
        ...options,
        parsers: undefined,
      })[0];
    } catch (error) {
      // Errors are rare (a unique violation, a statement made stale by a schema change): the
      // statement is dropped then, so a stale one is never kept.
      if (statement) {
        statements.delete(text);
        const close = [serialize.close({ type: 'S', name: statement.name }), serialize.sync()];
        await run(close).catch(() => {});
      }
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  };

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => (await execute(text, params, options)) as Results<T>),
    );
  };
  pg.query = query;
};
