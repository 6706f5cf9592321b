import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. Counting from a deadline rather than
 * decrementing keeps the number right when the tab was in the background.
 */
export function useCountdown(seconds: number): { remaining: number; restart: (from?: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(
    (from = seconds) => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + from * 1000);
    },
    [seconds],
  );

  return { remaining, restart };
}
