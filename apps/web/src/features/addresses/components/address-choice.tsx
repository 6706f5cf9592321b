import { Trans } from '@lingui/react/macro';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import type { Address } from '@sahaya/contract/users';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { nameOf, primaryFirst } from '../utils/address-list.ts';
import { AddressForm } from './address-form.tsx';
import { PrimaryBadge } from './primary-badge.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

export interface AddressChoiceProps {
  /** The radio inputs' registration with the form that asks for the place. */
  field: UseFormRegisterReturn<'addressId'>;
  selected: string;
  error?: string;
  /** Called with an address just added in place, so it becomes the chosen one. */
  onAdded: (address: Address) => void;
}

/**
 * Where the help is needed: one of the person's saved addresses, as radio cards (arrow keys move
 * between them), or a new one added here with the address book's own form, without leaving the
 * request form. The assistance form takes it from the route.
 */
export function AddressChoice({ field, selected, error, onAdded }: AddressChoiceProps) {
  const { ct, ctOf } = useContractText();
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const list = primaryFirst(addresses.data?.addresses ?? []);
  const errorId = 'assistance-address-error';

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-ink">
        <Trans>Address</Trans>
      </legend>
      {addresses.isPending ? (
        <LoadingPlaceholder className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </LoadingPlaceholder>
      ) : addresses.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {ct(addressMessages.listFailed)}
        </p>
      ) : list.length === 0 ? (
        <EmptyNote>
          <Trans>You have no saved address yet. Add the place where help is needed.</Trans>
        </EmptyNote>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {list.map((address) => (
            <label
              key={address._id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700',
                selected === address._id ? 'border-2 border-primary-700 bg-primary-50' : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                value={address._id}
                className="mt-1 size-5 shrink-0 accent-primary-700"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                {...field}
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <MapPin className="size-4 shrink-0 text-primary-700" aria-hidden />
                  {nameOf(address) ? <span className="font-semibold break-words">{nameOf(address)}</span> : null}
                  {address.isPrimary ? <PrimaryBadge /> : null}
                </span>
                <span className="block break-words">{address.street}</span>
                <span className="block break-words text-muted">
                  {address.city}, {address.state} {address.pincode}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {ctOf(error)}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => setAdding(true)}>
        <Plus aria-hidden />
        <Trans>Add new address</Trans>
      </Button>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>
            <Trans>Add address</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>All fields are required except the last name and the location. The new address is chosen for this request.</Trans>
          </DialogDescription>
          {/* The dialog is drawn elsewhere in the page but sits inside the request form in React's
              tree, where the address form's submit would bubble up and send the request too. */}
          <div className="mt-5" onSubmit={(event) => event.stopPropagation()}>
            <AddressForm
              onSaved={(address) => {
                onAdded(address);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
