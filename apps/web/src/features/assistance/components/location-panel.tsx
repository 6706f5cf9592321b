import { LocateFixed, MapPin } from 'lucide-react';
import type { SearchPoint } from '../hooks/use-search-point.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Says where the list searches from and why the location is asked for, with the button that asks.
 * When the browser cannot or will not share it, the list stays on the primary address.
 */
export function LocationPanel({ point, radiusKm }: { point: SearchPoint; radiusKm: number }) {
  const { coordinates, locating, failed, denied } = point;
  let text: string;
  if (coordinates) text = `Showing requests within ${radiusKm} km of your current location, nearest first.`;
  else if (locating) text = 'Finding your location…';
  else if (failed) {
    text = denied
      ? 'Location access was denied, so requests near your primary address are shown. You can allow it for this site in your browser settings.'
      : 'Your location could not be found, so requests near your primary address are shown.';
  } else {
    text =
      'Share your location to see the requests nearest to where you are now. It is used only for this search and is not saved. Until then, requests near your primary address are shown.';
  }

  return (
    <section
      aria-label="Where requests are searched"
      className="flex flex-col gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center"
    >
      {coordinates ? (
        <LocateFixed className="size-6 shrink-0 text-primary-800" aria-hidden />
      ) : (
        <MapPin className="size-6 shrink-0 text-primary-800" aria-hidden />
      )}
      <p className="flex-1 text-ink" aria-live="polite">
        {text}
      </p>
      <Button variant="secondary" pending={locating} onClick={point.locate} className="self-start sm:self-center">
        <LocateFixed aria-hidden />
        {coordinates ? 'Update my location' : 'Use my location'}
      </Button>
    </section>
  );
}
