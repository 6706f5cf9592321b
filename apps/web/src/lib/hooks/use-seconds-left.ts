import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (a time in milliseconds), ticking once a second; 0 without a
 * deadline or once it has passed. Counted from the deadline rather than down one by one, so the
 * number stays right after the tab was in the background.
 */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return left;
}
