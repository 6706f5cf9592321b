import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed, MapPin } from 'lucide-react';
import type { SearchPoint } from '../hooks/use-search-point.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { SavedPlace } from '../../../lib/saved-places.ts';
import { CURRENT_LOCATION } from '../utils/search-places.ts';

const CHOOSER_ID = 'nearby-from';

interface LocationPanelProps {
  point: SearchPoint;
  radiusKm: number;
  /** The volunteer's saved addresses, primary first; undefined while they load. */
  places: readonly SavedPlace[] | undefined;
  /** What the chooser shows: an address's id or CURRENT_LOCATION. */
  shown: string;
  /** The saved address the list is searched from when the volunteer chose one, by name. */
  chosenAddress: string | undefined;
  onChoose: (value: string) => void;
}

/** What the list searches from when no address was chosen: the device's position, or the primary address meanwhile. */
function aroundDevice(i18n: I18n, { coordinates, locating, failed, denied }: SearchPoint, radiusKm: number): string {
  if (coordinates) return i18n._(msg`Showing requests within ${radiusKm} km of your current location, nearest first.`);
  if (locating) return i18n._(msg`Finding your location…`);
  if (failed) {
    return denied
      ? i18n._(
          msg`Location access was denied, so requests near your primary address are shown. You can allow it for this site in your browser settings.`,
        )
      : i18n._(msg`Your location could not be found, so requests near your primary address are shown.`);
  }
  return i18n._(
    msg`Share your location to see the requests nearest to where you are now. It is used only for this search and is not saved. Until then, requests near your primary address are shown.`,
  );
}

/**
 * The place chooser of the Nearby list (one of the volunteer's saved addresses, or their current
 * location), with what the list searches from and, for the current location, the button that asks
 * the browser for it. An address without a location is listed but cannot be chosen.
 */
export function LocationPanel({ point, radiusKm, places, shown, chosenAddress, onChoose }: LocationPanelProps) {
  const { t, i18n } = useLingui();
  const fromDevice = chosenAddress === undefined;
  const text = fromDevice ? aroundDevice(i18n, point, radiusKm) : t`Showing requests within ${radiusKm} km of ${chosenAddress}, nearest first.`;
  const Icon = fromDevice && point.coordinates ? LocateFixed : MapPin;

  return (
    <section aria-label={t`Where requests are searched`} className="space-y-3 rounded-2xl border border-primary-200 bg-primary-50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full space-y-1.5 sm:max-w-md">
          <Label htmlFor={CHOOSER_ID}>
            <Trans>Search from</Trans>
          </Label>
          <Select id={CHOOSER_ID} value={shown} disabled={places === undefined} onChange={(event) => onChoose(event.target.value)}>
            {(places ?? []).map((place) => (
              <option key={place.value} value={place.value} disabled={!place.located}>
                {place.label}
              </option>
            ))}
            <option value={CURRENT_LOCATION}>{t`My current location`}</option>
          </Select>
        </div>
        {fromDevice ? (
          <Button variant="secondary" pending={point.locating} onClick={point.locate} className="self-start sm:self-end">
            <LocateFixed aria-hidden />
            {point.coordinates ? t`Update my location` : t`Use my location`}
          </Button>
        ) : null}
      </div>
      <p className="flex gap-2 text-ink" aria-live="polite">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary-800" aria-hidden />
        <span>{text}</span>
      </p>
    </section>
  );
}
