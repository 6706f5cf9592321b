import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { genders } from '@sahaya/contract/constants';
import { profileMessages, profilePageMessages } from '@sahaya/contract/messages';
import { updateProfileBody, type UpdateProfileBody, type UpdateProfileForm } from '@sahaya/contract/profile';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { Profile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const fields = ['name', 'age', 'gender', 'phone', 'street', 'city', 'state', 'country', 'pincode'] as const;

function valuesOf({ user, address }: Profile): UpdateProfileForm {
  return {
    name: user.name,
    age: user.age === null ? '' : String(user.age),
    // The select starts on its "Select gender" option, which fails with "Gender is required!".
    gender: (user.gender ?? '') as UpdateProfileForm['gender'],
    phone: user.phone ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    country: address?.country ?? '',
    pincode: address?.pincode ?? '',
  };
}

interface EditProfileDialogProps {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Edit Profile modal (spec 1 §2, §5): personal and address fields, checked as each field is
 * left and again on save, with the server's per-field messages put under the fields. What was
 * typed is kept after a failed save, even if the modal is closed and opened again.
 */
export function EditProfileDialog({ profile, open, onOpenChange }: EditProfileDialogProps) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateProfileForm, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  // A fresh opening shows the saved profile, unless there is unsaved typing to keep.
  useEffect(() => {
    if (open && !isDirty) {
      form.reset(valuesOf(profile));
      setFailure(null);
    }
  }, [open, isDirty, profile, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const reply = await update.mutateAsync(body);
      toast.success(profileMessages.profileUpdated);
      form.reset(valuesOf({ user: reply.user, address: reply.address }));
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      if (isApiError(error) && error.notified) return;
      const message = (isApiError(error) && error.message) || profilePageMessages.profileUpdateFailed;
      setFailure(message);
      toast.error(message);
    }
  });

  const field = (name: (typeof fields)[number]) => ({ error: errors[name]?.message });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription>Keep your details up to date so that help reaches you quickly.</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-6">
          <fieldset className="space-y-4">
            <legend className="mb-3 text-lg font-bold text-ink">Personal details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Name" {...field('name')}>
                <Input autoComplete="name" {...form.register('name')} />
              </FormField>
              <FormField label="Age" {...field('age')}>
                <Input inputMode="numeric" autoComplete="off" {...form.register('age')} />
              </FormField>
              <FormField label="Gender" {...field('gender')}>
                <Select {...form.register('gender')}>
                  <option value="">Select gender</option>
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>
                      {gender}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Phone" hint="10 digits" {...field('phone')}>
                <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...form.register('phone')} />
              </FormField>
            </div>
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-3 text-lg font-bold text-ink">Address</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Street" className="sm:col-span-2" {...field('street')}>
                <Input autoComplete="street-address" {...form.register('street')} />
              </FormField>
              <FormField label="City" {...field('city')}>
                <Input autoComplete="address-level2" {...form.register('city')} />
              </FormField>
              <FormField label="State" {...field('state')}>
                <Input autoComplete="address-level1" {...form.register('state')} />
              </FormField>
              <FormField label="Country" {...field('country')}>
                <Input autoComplete="country-name" {...form.register('country')} />
              </FormField>
              <FormField label="Pincode" {...field('pincode')}>
                <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} {...form.register('pincode')} />
              </FormField>
            </div>
          </fieldset>
          {failure ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={() => form.reset(valuesOf(profile))}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
