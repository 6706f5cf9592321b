import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import {
  addFamilyContactBody,
  type AddFamilyContactBody,
  type AddFamilyContactForm as FormValues,
} from '@sahaya/contract/family/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useAddFamilyContact } from '../api/add-family-contact.ts';

const empty: FormValues = { name: '', email: '', relation: '' };
const fields = ['name', 'email', 'relation'] as const;
const toast = formToast('family-contact-new');

/**
 * Adds a family contact: their name, e-mail and how they are related. A refusal of the server's
 * (the person's own e-mail, an e-mail already added) is shown under the e-mail; the limit of two,
 * which is no one field's, in a toast.
 */
export function AddFamilyContactForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useLingui();
  const add = useAddFamilyContact();
  const form = useForm<FormValues, unknown, AddFamilyContactBody>({
    resolver: zodResolver(addFamilyContactBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await add.mutateAsync(body);
      toast.success(reply.message);
      form.reset(empty);
      onAdded?.();
    } catch (error) {
      const shown = applyServerErrors(error, form.setError, fields);
      const failure = readFailure(error);
      if (!shown && !failure.told) toast.error(failure.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Add a family contact`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Name`} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t`Relation`} hint={t`For example: daughter, son, neighbour`} error={errors.relation?.message}>
          <Input autoComplete="off" {...form.register('relation')} />
        </FormField>
        <FormField label={t`E-mail`} className="sm:col-span-2" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t`Adding…` : <Trans>Add family contact</Trans>}
        </Button>
      </div>
    </form>
  );
}
