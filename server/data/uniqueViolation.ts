/**
 * The constraint a unique violation (SQLSTATE 23505) names, looking through the ORM's wrapping; null for any
 * other error. Pre-checks give the friendly answer; this catches the race two requests can still run into.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      return typeof candidate.message === 'string' ? candidate.message : '';
    }
    current = candidate.cause;
  }
  return null;
}
