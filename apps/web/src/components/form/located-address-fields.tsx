import type { ReactNode } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { Coordinates } from '../../lib/hooks/use-current-location.ts';
import { AddressFields, type AddressField } from './address-fields.tsx';
import { LocationField, locationAfterEdit, sharedCoordinates } from './location-field.tsx';

type CoordinateValue = number | string | null | undefined;

/** The fields of a form that saves an address with its location, whatever else the form holds. */
export interface LocatedAddressValues {
  fname?: string;
  lname?: string | null;
  street?: string;
  city?: string;
  state?: string;
  country?: string;
  pincode?: string;
  latitude?: CoordinateValue;
  longitude?: CoordinateValue;
}

/** An address as saved, with where its location came from. */
interface SavedAddress {
  street: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  locationSource: string | null;
}

/**
 * The form seen through the address fields alone. react-hook-form's types do not let a form of
 * more fields stand for one of fewer, though every path used here exists in it.
 */
function addressView<F extends LocatedAddressValues, B>(form: UseFormReturn<F, unknown, B>) {
  return form as unknown as UseFormReturn<LocatedAddressValues>;
}

/** The location a form is about to save for its address (see locationAfterEdit), and the way to set it. */
export interface AddressLocation {
  latitude: CoordinateValue;
  longitude: CoordinateValue;
  /** The place was changed, so the location saved for the old place was dropped. */
  cleared: boolean;
  set: (coordinates: Coordinates | null) => void;
}

/** Reads the address form's location as it stands now, against the address it edits (none for a new one). */
export function addressLocation<F extends LocatedAddressValues, B>(
  form: UseFormReturn<F, unknown, B>,
  saved: SavedAddress | null | undefined,
): AddressLocation {
  const view = addressView(form);
  const location = locationAfterEdit(saved && { ...saved, ...sharedCoordinates(saved) }, view.watch());
  return {
    ...location,
    set: (coordinates) => {
      view.setValue('latitude', coordinates?.latitude ?? null, { shouldDirty: true });
      view.setValue('longitude', coordinates?.longitude ?? null, { shouldDirty: true });
      view.clearErrors('latitude');
    },
  };
}

interface LocatedAddressFieldsProps<F extends LocatedAddressValues, B> {
  form: UseFormReturn<F, unknown, B>;
  location: AddressLocation;
  /** The labels of the recipient's names, for forms whose address names someone. */
  names?: { first: string; last: string };
  /** The form's own registration, where it checks a field as it is left; `form.register` otherwise. */
  register?: (name: AddressField) => UseFormRegisterReturn;
  /** What the form found out about the PIN code typed, said beside it (AddressFields). */
  pincodeStatus?: ReactNode;
  /** The server does not know the PIN code typed, so the address will have no location from it. */
  pincodeUnknown?: boolean;
}

/**
 * The address of every form that saves one with its location (the address book, the profile's
 * primary address): its fields in a two-column grid, then the location, which follows the PIN code
 * typed unless the person shares their current one.
 */
export function LocatedAddressFields<F extends LocatedAddressValues, B>({ form, location, names, register, pincodeStatus, pincodeUnknown }: LocatedAddressFieldsProps<F, B>) {
  const view = addressView(form);
  const { errors } = view.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressFields register={register ?? ((name) => view.register(name))} errors={errors} names={names} pincodeStatus={pincodeStatus} />
      </div>
      <LocationField
        latitude={location.latitude}
        longitude={location.longitude}
        cleared={location.cleared}
        pincode={view.watch('pincode')}
        country={view.watch('country')}
        pincodeUnknown={pincodeUnknown}
        onChange={location.set}
        error={errors.latitude?.message ?? errors.longitude?.message}
      />
    </>
  );
}
