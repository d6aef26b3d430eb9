/** The SQLSTATE of a database error, from the driver (pg) or wrapped by drizzle (`cause`). */
export const sqlStateOf = (error: unknown): string | undefined => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** A check constraint refused the row (a balance below zero, a negative price). */
export const isCheckViolation = (error: unknown): boolean => sqlStateOf(error) === '23514';

/** A row refers to one that is gone (a job deleted while someone saved it), or the reverse. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';
