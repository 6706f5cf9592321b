import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { profilePageMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAddresses } from '../api/get-addresses.ts';
import { NewAddressForm } from './new-address-form.tsx';

/** The person's saved addresses (used for requests) with "Add address". */
export function AddressBook() {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const list = addresses.data?.addresses ?? [];

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>My addresses</CardTitle>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add address
        </Button>
      </div>
      {addresses.isPending ? (
        <div aria-busy className="mt-4 space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : addresses.isError ? (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {profilePageMessages.addressesFetchFailed}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-muted">No saved addresses yet. Add one to use it when you ask for help.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {list.map((address) => (
            <li key={address._id} className="flex gap-3 rounded-xl border border-stone-200 p-4">
              <MapPin className="mt-1 size-5 shrink-0 text-primary-700" aria-hidden />
              <div className="min-w-0">
                {address.fname || address.lname ? (
                  <p className="font-semibold break-words">{[address.fname, address.lname].filter(Boolean).join(' ')}</p>
                ) : null}
                <p className="break-words">{address.street}</p>
                <p className="break-words text-muted">
                  {address.city}, {address.state} {address.pincode}, {address.country}
                </p>
                <p className="mt-1 text-sm text-muted">
                  {address.latitude !== null ? 'Location saved' : 'No location: distance matching unavailable'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>Add address</DialogTitle>
          <DialogDescription>All fields are required except the location.</DialogDescription>
          <div className="mt-5">
            <NewAddressForm onCreated={() => setAdding(false)} onCancel={() => setAdding(false)} />
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
