import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../core/domain/constants.ts';

/**
 * The value once it has stopped changing for `delayMs` (filters wait 300 ms, spec section 9), so typing in
 * a grid filter sends one request instead of one per keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
