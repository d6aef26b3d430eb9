/**
 * A statement prepared once per query shape (its order, which optional conditions it has),
 * on first use: `statementFor('newest', true)` builds it the first time and answers the same
 * prepared statement after. The shapes of one query are few, so this never grows past them.
 */
export const preparedByShape = <Shape extends Array<string | boolean>, Statement>(
  prepare: (...shape: Shape) => Statement,
) => {
  const statements = new Map<string, Statement>();
  return (...shape: Shape): Statement => {
    const key = shape.join(':');
    let statement = statements.get(key);
    if (!statement) {
      statement = prepare(...shape);
      statements.set(key, statement);
    }
    return statement;
  };
};
