import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Crosshair, MapPin, X } from 'lucide-react';
import { useId } from 'react';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import { locatedByPincode } from '@sahaya/contract/addresses/pincode';
import { useContractText } from '../../lib/i18n/contract-text.ts';
import { useCurrentLocation, type Coordinates } from '../../lib/hooks/use-current-location.ts';
import { Button } from '../ui/button.tsx';

type CoordinateValue = number | string | null | undefined;

interface LocationFieldProps {
  latitude: CoordinateValue;
  longitude: CoordinateValue;
  /** New coordinates from the browser, or null when the person removes them. */
  onChange: (coordinates: Coordinates | null) => void;
  /** The place was changed, so the location saved for the old place was dropped. */
  cleared?: boolean;
  /**
   * The PIN code typed in the form, where the server locates an address by its PIN code when no
   * location is shared: the field then says the location comes from it, instead of saying there is none.
   */
  pincode?: string;
  /** The country typed beside it: only an address in India is located by its PIN code. */
  country?: string;
  /** The server said it does not know the PIN code typed: it will not locate the address either. */
  pincodeUnknown?: boolean;
  error?: string;
}

const known = (value: CoordinateValue) => value !== null && value !== undefined && value !== '';

/**
 * The location of an address, in every form that saves one: whether it has one, "Use my current
 * location" to add or refresh it, and a button to remove it. Without a shared location, an address
 * in India is located by its PIN code (approximate), which the field says when given the PIN code;
 * otherwise nearby volunteers cannot be matched to it by distance, and that is said plainly.
 */
export function LocationField({ latitude, longitude, onChange, cleared = false, pincode, country, pincodeUnknown = false, error }: LocationFieldProps) {
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const location = useCurrentLocation();
  const statusId = useId();
  const hasLocation = known(latitude) && known(longitude);
  // Until a country is typed, India is the likely one; another country means no PIN-code location.
  const inIndia = (country ?? '').trim() === '' || locatedByPincode(country);
  const byPincode = !hasLocation && pincode !== undefined && inIndia && !pincodeUnknown;
  const typedPincode = pincode?.trim() ?? '';

  const locate = async () => {
    const coordinates = await location.locate();
    if (coordinates) onChange(coordinates);
  };

  const remove = () => {
    location.reset();
    onChange(null);
  };

  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <p className="font-semibold text-ink">
        <Trans>Location</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {hasLocation ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-1 pe-1 ps-3 text-sm font-semibold text-primary-900">
            <MapPin className="size-4" aria-hidden />
            {Number(latitude).toFixed(4)}, {Number(longitude).toFixed(4)}
            <button
              type="button"
              onClick={remove}
              className="flex size-8 items-center justify-center rounded-full hover:bg-primary-200"
              aria-label={t`Remove location`}
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        ) : byPincode ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-100 px-3 py-1 text-sm font-semibold text-primary-900">
            <MapPin className="size-4" aria-hidden />
            {/^\d{6}$/.test(typedPincode) ? ct(addressMessages.fromPincode, typedPincode) : ct(addressMessages.fromPincodeToCome)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <AlertTriangle className="size-4" aria-hidden />
            {ct(addressMessages.noLocation)}
          </span>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void locate()}
          disabled={location.state.status === 'locating'}
          aria-busy={location.state.status === 'locating'}
          aria-describedby={statusId}
        >
          <Crosshair aria-hidden />
          {location.state.status === 'locating' ? t`Finding your location…` : t`Use my current location`}
        </Button>
      </div>
      <p id={statusId} aria-live="polite" className="text-sm text-muted">
        {location.state.status === 'failed' ? (
          <span className="font-medium text-danger">{location.state.message}</span>
        ) : hasLocation ? (
          t`Your location is saved with this address, so nearby volunteers can be matched by distance.`
        ) : cleared ? (
          <span className="font-medium text-amber-900">{ct(addressMessages.locationCleared)}</span>
        ) : byPincode ? (
          t`Nearby volunteers are matched to the area of the PIN code. Use your current location for a closer match.`
        ) : (
          t`Optional. An address without a location can be saved, but nearby volunteers cannot be matched to it by distance.`
        )}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {ctOf(error)}
        </p>
      ) : null}
    </div>
  );
}

interface PlaceValues {
  street?: string;
  city?: string;
  state?: string;
  country?: string;
  pincode?: string;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** Whether two addresses name the same place, so a location saved for one still holds for the other. */
export function samePlace(a: PlaceValues, b: PlaceValues): boolean {
  return (['street', 'city', 'state', 'country', 'pincode'] as const).every((key) => trimmed(a[key]) === trimmed(b[key]));
}

interface Located extends PlaceValues {
  latitude?: CoordinateValue;
  longitude?: CoordinateValue;
}

/**
 * The coordinates a form starts with for a saved address: only those the person shared from their
 * device. A PIN code's location is not the form's to send back; the server works it out again from
 * the PIN code, so it follows the PIN code when that changes.
 */
export function sharedCoordinates(address: { latitude: number | null; longitude: number | null; locationSource: string | null } | null | undefined) {
  return address?.locationSource === 'device'
    ? { latitude: address.latitude, longitude: address.longitude }
    : { latitude: null, longitude: null };
}

/**
 * The location a form is about to save for an edited address: the saved one stays only while the
 * place is the same; once the place changed, an unchanged old location is dropped (`cleared`) and
 * the person is asked for it again. New coordinates taken after the change are kept.
 */
export function locationAfterEdit(saved: Located | null | undefined, current: Located) {
  const oldLocation =
    saved !== null &&
    saved !== undefined &&
    known(saved.latitude) &&
    Number(current.latitude) === Number(saved.latitude) &&
    Number(current.longitude) === Number(saved.longitude);
  const cleared = oldLocation && !samePlace(saved, current);
  return cleared
    ? { latitude: null, longitude: null, cleared: true }
    : { latitude: current.latitude, longitude: current.longitude, cleared: false };
}
