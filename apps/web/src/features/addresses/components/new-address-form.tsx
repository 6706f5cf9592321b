import { zodResolver } from '@hookform/resolvers/zod';
import { Crosshair, MapPin, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  createAddressBody,
  type CreateAddressBody,
  type CreateAddressForm,
  type CreateAddressReply,
} from '@sahaya/contract/addresses';
import { profileMessages, profilePageMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useCurrentLocation } from '../hooks/use-current-location.ts';

const empty: CreateAddressForm = {
  fname: '',
  lname: '',
  street: '',
  city: '',
  state: '',
  country: '',
  pincode: '',
  latitude: null,
  longitude: null,
};

const fields = ['fname', 'lname', 'street', 'city', 'state', 'country', 'pincode', 'latitude', 'longitude'] as const;

interface NewAddressFormProps {
  /** Called with the saved address, for example to select it in a request form. */
  onCreated?: (reply: CreateAddressReply) => void;
  onCancel?: () => void;
}

/**
 * The new-address form (spec 2 §5): names, street, city, state, country and a numeric 6-digit
 * pincode. "Use my current location" adds the coordinates that let nearby volunteers be matched by
 * distance; an address without them is still accepted.
 */
export function NewAddressForm({ onCreated, onCancel }: NewAddressFormProps) {
  const create = useCreateAddress();
  const location = useCurrentLocation();
  const form = useForm<CreateAddressForm, unknown, CreateAddressBody>({
    resolver: zodResolver(createAddressBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const hasCoordinates = latitude !== null && latitude !== undefined && latitude !== '';

  const fillLocation = async () => {
    const coordinates = await location.locate();
    if (!coordinates) return;
    form.setValue('latitude', coordinates.latitude, { shouldDirty: true });
    form.setValue('longitude', coordinates.longitude, { shouldDirty: true });
  };

  const clearLocation = () => {
    form.setValue('latitude', null, { shouldDirty: true });
    form.setValue('longitude', null, { shouldDirty: true });
    location.reset();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await create.mutateAsync(body);
      toast.success(profileMessages.addressCreated);
      form.reset(empty);
      location.reset();
      onCreated?.(reply);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      if (!(isApiError(error) && error.notified)) toast.error(profilePageMessages.addressCreateFailed);
    }
  });

  const pincode = form.register('pincode');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.fname?.message}>
          <Input autoComplete="given-name" {...form.register('fname')} />
        </FormField>
        <FormField label="Last name" error={errors.lname?.message}>
          <Input autoComplete="family-name" {...form.register('lname')} />
        </FormField>
        <FormField label="Street" className="sm:col-span-2" error={errors.street?.message}>
          <Input autoComplete="street-address" {...form.register('street')} />
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <Input autoComplete="address-level1" {...form.register('state')} />
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          <Input autoComplete="country-name" {...form.register('country')} />
        </FormField>
        <FormField label="Pincode" error={errors.pincode?.message}>
          <Input
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoComplete="postal-code"
            {...pincode}
            onChange={(event) => {
              // The pincode input is numeric (spec 2 §5): anything but digits is dropped as it is typed.
              event.target.value = event.target.value.replace(/\D/g, '');
              void pincode.onChange(event);
            }}
          />
        </FormField>
      </div>

      <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void fillLocation()}
            disabled={location.state.status === 'locating'}
            aria-busy={location.state.status === 'locating'}
          >
            <Crosshair aria-hidden />
            {location.state.status === 'locating' ? 'Finding your location…' : 'Use my current location'}
          </Button>
          {hasCoordinates ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-1 pr-1 pl-3 text-sm font-semibold text-primary-900">
              <MapPin className="size-4" aria-hidden />
              {Number(latitude).toFixed(4)}, {Number(longitude).toFixed(4)}
              <button
                type="button"
                onClick={clearLocation}
                className="flex size-8 items-center justify-center rounded-full hover:bg-primary-200"
                aria-label="Remove location"
              >
                <X className="size-4" aria-hidden />
              </button>
            </span>
          ) : null}
        </div>
        <p aria-live="polite" className="text-sm text-muted">
          {location.state.status === 'failed' ? (
            <span className="font-medium text-danger">{location.state.message}</span>
          ) : hasCoordinates ? (
            'Your location is saved with this address, so nearby volunteers can be matched by distance.'
          ) : (
            'Optional. An address without a location can be saved, but nearby volunteers cannot be matched to it by distance.'
          )}
        </p>
        {errors.latitude?.message ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.latitude.message}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}
