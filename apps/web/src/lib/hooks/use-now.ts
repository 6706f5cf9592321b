import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs`, so a meeting turns Ready to Join without a reload. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
