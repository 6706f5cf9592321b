import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import {
  createAddressBody,
  type CreateAddressBody,
  type CreateAddressForm,
  type CreateAddressReply,
} from '@sahaya/contract/addresses/schemas';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import { DEFAULT_COUNTRY } from '@sahaya/contract/addresses/pincode';
import type { Address } from '@sahaya/contract/users';
import { sharedCoordinates } from '../../../components/form/location-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useSessionDraft } from '../../../lib/forms/use-session-draft.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { LocatedAddressFields, addressLocation } from '../../../components/form/located-address-fields.tsx';
import { usePincodeTown } from '../hooks/use-pincode-town.ts';
import { PincodeNewsText } from './pincode-news.tsx';

const empty: CreateAddressForm = {
  fname: '',
  lname: '',
  street: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
  pincode: '',
  latitude: null,
  longitude: null,
};

const fields = ['fname', 'lname', 'street', 'city', 'state', 'country', 'pincode', 'latitude', 'longitude'] as const;

function valuesOf(address: Address): CreateAddressForm {
  return {
    fname: address.fname ?? '',
    lname: address.lname ?? '',
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: address.pincode,
    ...sharedCoordinates(address),
  };
}

interface AddressFormProps {
  /** The address being edited; without it the form adds a new one. */
  address?: Address;
  /** Called with the saved address, for example to select it in a request form. */
  onSaved?: (address: CreateAddressReply['address']) => void;
  onCancel?: () => void;
}

/**
 * The address form (spec 2 §5), for a new address and for editing one: names (the last one may be
 * left empty), street, city, state, country (India unless changed) and a numeric 6-digit pincode,
 * whose city and state are filled in as it is typed (usePincodeTown), and the location that lets nearby volunteers be matched
 * by distance: the PIN code's (approximate) unless the person shares their current one. Editing
 * keeps a shared location while the place stays the same; once the place changes, it is dropped
 * and the new PIN code's is used until the person shares their location again.
 *
 * A field is checked when it is left only after something was typed into it, and every field on
 * save, so a person who opens the form and goes straight to "Use my current location" sees no
 * error for fields they have not reached yet. A refusal about a field sits under it; any other is
 * said in the form, above its buttons, as well as in a toast. What is typed is kept in the tab
 * (useSessionDraft) until it is saved or cancelled, however the dialog around it was closed.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const toast = formToast(address ? `address-${address._id}` : 'address-new');
  const start = useMemo(() => (address ? valuesOf(address) : empty), [address]);
  const form = useForm<CreateAddressForm, unknown, CreateAddressBody>({
    resolver: zodResolver(createAddressBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: start,
  });
  // The form sits in a dialog that Escape or a tap beside it closes: what was typed comes back when
  // it opens again, until the address is saved or the person cancels.
  const draft = useSessionDraft(form, address ? `address-${address._id}` : 'address-new', start);
  const cancel = onCancel
    ? () => {
        draft.clear();
        onCancel();
      }
    : undefined;
  const { isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const location = addressLocation(form, address);
  const pincodeNews = usePincodeTown(form);

  const register = (name: Path<CreateAddressForm>) =>
    form.register(name, {
      onBlur: () => {
        if (form.getFieldState(name).isDirty) void form.trigger(name);
      },
    });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const saving = { ...body, latitude: location.latitude === null ? null : body.latitude, longitude: location.longitude === null ? null : body.longitude };
    try {
      const reply = address
        ? await update.mutateAsync({ id: address._id, body: saving })
        : await create.mutateAsync(saving);
      toast.success(reply.message);
      form.reset(address ? valuesOf(reply.address) : empty);
      // After the reset, which would otherwise keep the saved values as an edit's draft.
      draft.clear();
      onSaved?.(reply.address);
    } catch (error) {
      const shown = applyServerErrors(error, form.setError, fields);
      const failed = ct(address ? addressMessages.updateFailed : addressMessages.createFailed);
      const refusal = readFailure(error, failed);
      if (refusal.told) return;
      if (!shown) setFailure(refusal.message);
      toast.error(shown ? failed : refusal.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LocatedAddressFields
        form={form}
        location={location}
        register={register}
        names={{ first: t`First name`, last: t`Last name (optional)` }}
        pincodeStatus={<PincodeNewsText news={pincodeNews} />}
        pincodeUnknown={pincodeNews?.kind === 'unknown'}
      />

      {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
      <DialogFooter>
        {cancel ? (
          <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save address`}
        </Button>
      </DialogFooter>
    </form>
  );
}
