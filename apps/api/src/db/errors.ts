/** Whether an error is a unique-constraint violation (SQLite or PostgreSQL wording). */
export function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '';
  return /UNIQUE constraint failed|duplicate key value|23505|SQLITE_CONSTRAINT_UNIQUE/.test(text);
}

/** Whether an error is the database refusing two booked stays too close together. */
export function isBookedStayClash(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '';
  return /booking_held_apart|23P01/.test(text);
}
