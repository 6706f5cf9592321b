import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@sahaya/contract/constants';

/** Once `ready`, goes to `to` after the spec's delay, leaving time to read the success message. */
export function useDelayedRedirect(ready: boolean, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, to, navigate]);
}
