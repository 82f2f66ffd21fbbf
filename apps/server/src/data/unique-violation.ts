/** Tells a write refused by a unique index (SQLSTATE 23505) from any other failure. */
const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps the driver's error; the SQLSTATE is on it or on one of its causes. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  while (typeof e === 'object' && e !== null) {
    if ('code' in e && e.code === UNIQUE_VIOLATION) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
