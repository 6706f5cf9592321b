import { useEffect, useState } from 'react';
import { useCurrentLocation, type Coordinates } from '../../../lib/hooks/use-current-location.ts';

export interface SearchPoint {
  /** The device's position once the browser has shared it; until then the server uses the primary address. */
  coordinates: Coordinates | undefined;
  /** False until it is known whether the browser will share the position without asking. */
  ready: boolean;
  locating: boolean;
  /** True when the browser was asked and could not or would not say where the device is. */
  failed: boolean;
  denied: boolean;
  locate(): void;
}

/**
 * Where to look for requests. When the volunteer has already let this site read their location,
 * the device's position is used at once; otherwise nothing is asked until they press the button
 * (a permission prompt the moment a page opens is usually refused), and the server searches
 * around their primary address meanwhile.
 */
export function useSearchPoint(): SearchPoint {
  const { state, locate } = useCurrentLocation();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const settle = () => {
      if (!cancelled) setReady(true);
    };
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!permissions || !('geolocation' in navigator)) {
      settle();
      return;
    }
    permissions
      .query({ name: 'geolocation' })
      .then(async (status) => {
        if (status.state === 'granted') await locate();
      })
      .catch(() => undefined)
      .finally(settle);
    return () => {
      cancelled = true;
    };
  }, [locate]);

  return {
    coordinates: state.status === 'found' ? state.coordinates : undefined,
    ready,
    locating: state.status === 'locating',
    failed: state.status === 'failed',
    denied: state.status === 'failed' && state.reason === 'denied',
    locate: () => void locate(),
  };
}
