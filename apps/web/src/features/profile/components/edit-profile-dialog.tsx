import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileMessages, profilePageMessages } from '@sahaya/contract/profile/messages';
import { updateProfileBody, type UpdateProfileBody, type UpdateProfileForm } from '@sahaya/contract/profile/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import type { Profile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { sharedCoordinates } from '../../../components/form/location-field.tsx';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { GenderSelect } from '../../../components/form/gender-select.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { LocatedAddressFields, addressLocation } from '../../../components/form/located-address-fields.tsx';

const fields = [
  'name',
  'age',
  'gender',
  'pan',
  'street',
  'city',
  'state',
  'country',
  'pincode',
  'latitude',
  'longitude',
] as const;

function valuesOf({ user, address, pan }: Profile): UpdateProfileForm {
  return {
    // Left out for a volunteer, whose PAN is not asked for, so a save keeps it as it is.
    ...(pan === undefined ? {} : { pan: pan ?? '' }),
    name: user.name,
    age: user.age === null ? '' : String(user.age),
    // The select starts on its "Select gender" option, which fails with "Gender is required!".
    gender: (user.gender ?? '') as UpdateProfileForm['gender'],
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    country: address?.country ?? '',
    pincode: address?.pincode ?? '',
    ...sharedCoordinates(address),
  };
}


interface EditProfileDialogProps {
  profile: Profile;
  /** Whether the person also has My addresses, where their other addresses are kept. */
  addressBook: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Edit Profile modal (spec 1 §2, §5): personal fields and the primary address, checked as each
 * field is left and again on save, with the server's per-field messages put under the fields. What
 * was typed is kept after a failed save, even if the modal is closed and opened again. The mobile
 * number is not among them: it signs the person in, so it is added and changed with a code by SMS
 * (phone-number-dialog.tsx), and a save leaves it out, which keeps it as it is.
 *
 * The address fields edit the primary address of the address book, by the book's rule: its
 * location stays while the place is the same, and a changed place asks for it again, with the same
 * location control as the address book's form. A person without addresses gets their first here.
 */
export function EditProfileDialog({ profile, addressBook, open, onOpenChange }: EditProfileDialogProps) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateProfileForm, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const toast = formToast('edit-profile');
  const location = addressLocation(form, profile.address);

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
      const reply = await update.mutateAsync(
        location.cleared ? { ...body, latitude: null, longitude: null } : body,
      );
      toast.success(contractText(profileMessages.profileUpdated));
      form.reset(valuesOf({ user: reply.user, address: reply.address, ...(profile.pan === undefined ? {} : { pan: reply.pan }) }));
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      const { told, message } = readFailure(error, profilePageMessages.profileUpdateFailed);
      if (told) return;
      setFailure(message);
      toast.error(message);
    }
  });

  const field = (name: (typeof fields)[number]) => ({ error: errors[name]?.message });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstField}>
        <DialogTitle>
          <Trans>Edit Profile</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Keep your details up to date so that help reaches you quickly.</Trans>
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-6">
          <fieldset className="space-y-4">
            <legend className="mb-3 text-lg font-bold text-ink">
              <Trans>Personal details</Trans>
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t`Name`} {...field('name')}>
                <Input autoComplete="name" {...form.register('name')} />
              </FormField>
              <FormField label={t`Age`} {...field('age')}>
                <Input inputMode="numeric" autoComplete="off" {...form.register('age')} />
              </FormField>
              <FormField label={t`Gender`} {...field('gender')}>
                <GenderSelect {...form.register('gender')} />
              </FormField>
              {profile.pan === undefined ? null : (
                <FormField label={t`PAN, for your 80G tax receipts (optional)`} hint={t`Your donation receipts show it.`} {...field('pan')}>
                  <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={10} className="font-mono uppercase" {...form.register('pan')} />
                </FormField>
              )}
            </div>
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-1 text-lg font-bold text-ink">
              <Trans>Primary address</Trans>
            </legend>
            <p className="text-muted">
              {addressBook ? (
                <Trans>The address your profile shows. Your other addresses are under My addresses.</Trans>
              ) : (
                <Trans>The address your profile shows.</Trans>
              )}
            </p>
            {/* The names on the primary address stay as saved; My addresses edits them. */}
            <LocatedAddressFields form={form} location={location} />
          </fieldset>
          {failure ? (
            <ErrorAlert className="p-3">
              {failure}
            </ErrorAlert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={() => form.reset(valuesOf(profile))}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? t`Saving…` : t`Save Changes`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
