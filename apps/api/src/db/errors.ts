/** Whether an error is a unique-constraint violation (SQLite or PostgreSQL wording). */
export function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '';
  return /UNIQUE constraint failed|duplicate key value|23505|SQLITE_CONSTRAINT_UNIQUE/.test(text);
}
