import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import { ADDRESSES_MAX } from '@sahaya/contract/addresses/schemas';
import type { Address } from '@sahaya/contract/users';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { FOCUS_EMPTY, FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useMakePrimaryAddress } from '../api/make-primary-address.ts';
import { nameOf, primaryFirst } from '../utils/address-list.ts';
import { AddressForm } from './address-form.tsx';
import { PrimaryBadge } from './primary-badge.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

const editButtonId = (address: Address) => `edit-address-${address._id}`;

/**
 * The person's address book: the primary address (shown on the profile) and the others they keep
 * for requests, each of which can be edited, made primary or deleted. An address without a
 * location says so, with a button that opens it to add one.
 */
export function AddressBook() {
  const { t } = useLingui();
  const { ct } = useContractText();
  const addresses = useAddresses();
  const makePrimary = useMakePrimaryAddress();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = primaryFirst(addresses.data?.addresses ?? []);
  // A full book takes no more (ADDRESS_BOOK_FULL): the note says so where the button would be.
  const full = list.length >= ADDRESSES_MAX;
  const toast = formToast('address-book');
  const focusAfter = useFocusAfterAction(addresses.data ? list.map((address) => address._id) : undefined);
  const titleId = useId();

  const deleteDescription = (address: Address | null) => {
    if (!address) return t`Delete this address? Requests made with it keep their own copy.`;
    const street = address.street;
    return address.isPrimary
      ? t`Delete ${street}? It is your primary address; your newest other address becomes primary.`
      : t`Delete ${street}? Requests made with it keep their own copy.`;
  };

  const onMakePrimary = async (address: Address) => {
    try {
      const reply = await makePrimary.mutateAsync(address._id);
      toast.success(reply.message);
      // The "Make primary" button just pressed is gone now; the keyboard carries on from the same address.
      requestAnimationFrame(() => document.getElementById(editButtonId(address))?.focus());
    } catch (error) {
      if (!readFailure(error).told) toast.error(ct(addressMessages.makePrimaryFailed));
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const reply = await remove.mutateAsync(deleting._id);
      toast.success(reply.message);
      // The address and its buttons are gone: the keyboard carries on from the next address.
      focusAfter.settle(deleting._id);
      setDeleting(null);
    } catch (error) {
      if (!readFailure(error).told) toast.error(ct(addressMessages.deleteFailed));
    }
  };

  return (
    <Card ref={focusAfter.ref} role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id={titleId}>
            <Trans>My addresses</Trans>
          </CardTitle>
          <p className="mt-1 text-muted">
            <Trans>Your primary address is the one your profile shows.</Trans>
          </p>
        </div>
        {full ? (
          <p className="max-w-sm font-semibold">{ct(addressMessages.bookFull, ADDRESSES_MAX)}</p>
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            <Trans>Add address</Trans>
          </Button>
        )}
      </div>
      {addresses.isPending ? (
        <LoadingPlaceholder className="mt-4 space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </LoadingPlaceholder>
      ) : addresses.isError ? (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {ct(addressMessages.listFailed)}
        </p>
      ) : list.length === 0 ? (
        <EmptyNote {...{ [FOCUS_EMPTY]: '' }} className="mt-4">
          <Trans>No saved addresses yet. Add one to use it when you ask for help.</Trans>
        </EmptyNote>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={t`Saved addresses`}>
          {list.map((address) => {
            const street = address.street;
            return (
            <li
              key={address._id}
              {...{ [FOCUS_KEY]: address._id }}
              className={
                address.isPrimary
                  ? 'flex flex-col gap-3 rounded-xl border-2 border-primary-700 p-4'
                  : 'flex flex-col gap-3 rounded-xl border border-stone-300 p-4'
              }
            >
              <div className="flex gap-3">
                <MapPin className="mt-1 size-5 shrink-0 text-primary-700" aria-hidden />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {nameOf(address) ? <p className="font-semibold break-words">{nameOf(address)}</p> : null}
                    {address.isPrimary ? <PrimaryBadge /> : null}
                  </div>
                  <p className="break-words">{address.street}</p>
                  <p className="break-words text-muted">
                    {address.city}, {address.state} {address.pincode}, {address.country}
                  </p>
                  {address.hasLocation ? (
                    <p className="mt-1 text-sm text-muted">
                      {address.locationSource === 'pin' ? ct(addressMessages.fromPincode, address.pincode) : ct(addressMessages.fromDevice)}
                    </p>
                  ) : (
                    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm font-semibold text-amber-900">
                      <AlertTriangle className="size-4 shrink-0" aria-hidden />
                      {ct(addressMessages.noLocation)}
                    </p>
                  )}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                {address.isPrimary ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void onMakePrimary(address)}
                    disabled={makePrimary.isPending}
                    aria-label={t`Make primary: ${street}`}
                  >
                    <Star aria-hidden />
                    <Trans>Make primary</Trans>
                  </Button>
                )}
                <Button
                  id={editButtonId(address)}
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(address)}
                  aria-label={address.hasLocation ? t`Edit: ${street}` : t`Edit and add location: ${street}`}
                >
                  <Pencil aria-hidden />
                  {address.hasLocation ? t`Edit` : t`Edit and add location`}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(address)} aria-label={t`Delete: ${street}`}>
                  <Trash2 aria-hidden />
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
            );
          })}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>
            <Trans>Add address</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>All fields are required except the last name and the location.</Trans>
          </DialogDescription>
          <div className="mt-5">
            <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstField}>
          <DialogTitle>
            <Trans>Edit address</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A location you shared stays while the place is the same. If you change the place, the new PIN code is used until you share it again.
            </Trans>
          </DialogDescription>
          <div className="mt-5">
            {editing ? (
              <AddressForm key={editing._id} address={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete address`}
        description={deleteDescription(deleting)}
        confirmLabel={t`Delete`}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </Card>
  );
}
