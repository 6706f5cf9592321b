/** Whether a database error is a unique index refusing a row (SQLSTATE 23505), whichever driver or wrapper raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
