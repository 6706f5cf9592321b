import { useCallback, useState } from 'react';
import { useSecondsLeft } from '../../../lib/hooks/use-seconds-left.ts';

/** Seconds left of a wait that starts now (`seconds` long) and starts again with `restart`. */
export function useCountdown(seconds: number): { remaining: number; restart: (from?: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const remaining = useSecondsLeft(deadline);
  const restart = useCallback((from = seconds) => setDeadline(Date.now() + from * 1000), [seconds]);
  return { remaining, restart };
}
