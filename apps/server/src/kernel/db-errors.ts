/** The SQLSTATE of a database error, from the driver (pg) or wrapped by drizzle (`cause`). */
const sqlStateOf = (error: unknown): string | undefined => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** A check constraint refused the row (a balance below zero, a negative price). */
export const isCheckViolation = (error: unknown): boolean => sqlStateOf(error) === '23514';
