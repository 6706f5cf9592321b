import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useState } from 'react';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; coordinates: Coordinates }
  | { status: 'failed'; message: string; reason: FailureReason };

/** Why the position could not be had: pages word it their own way, whatever the language. */
export type FailureReason = 'unsupported' | 'denied' | 'unavailable';

const messages = {
  unsupported: msg`This browser cannot share your location. You can still save the address without it.`,
  denied: msg`Location access was denied. Allow it for this site in your browser settings, or save the address without it.`,
  unavailable: msg`Your location could not be found right now. Try again, or save the address without it.`,
};

/**
 * Asks the browser for the device's position once, with a clear message when it cannot be had. Shared
 * by every form that saves an address: the address book and the Edit Profile modal.
 */
export function useCurrentLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });

  const locate = useCallback((): Promise<Coordinates | null> => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'failed', message: i18n._(messages.unsupported), reason: 'unsupported' });
      return Promise.resolve(null);
    }
    setState({ status: 'locating' });
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const coordinates = {
            latitude: Number(position.coords.latitude.toFixed(6)),
            longitude: Number(position.coords.longitude.toFixed(6)),
          };
          setState({ status: 'found', coordinates });
          resolve(coordinates);
        },
        (error) => {
          const reason = error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';
          setState({ status: 'failed', message: i18n._(messages[reason]), reason });
          resolve(null);
        },
        { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
      );
    });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, locate, reset };
}
