import { useEffect, useState } from 'react';
import { REPORT_LIVE_UPDATE_MS } from '../../core/domain/index.ts';

/**
 * The moment presets are counted from. While live it moves on every minute, so 'last 3 hours' slides with
 * the clock; otherwise it stays where the user last chose, and the chart holds still for reading.
 */
export function useNow(live: boolean, resetOn: unknown): Date {
  const [now, setNow] = useState(() => new Date());
  const [seen, setSeen] = useState(resetOn);
  if (seen !== resetOn) {
    setSeen(resetOn);
    setNow(new Date());
  }
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(new Date()), REPORT_LIVE_UPDATE_MS);
    return () => clearInterval(timer);
  }, [live]);
  return now;
}
