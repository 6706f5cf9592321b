import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import {
  GRIEVANCE_DETAILS_MAX,
  GRIEVANCE_DETAILS_MIN,
  GRIEVANCE_SUBJECT_MAX,
  GRIEVANCE_SUBJECT_MIN,
  raiseGrievanceBody,
  type RaiseGrievanceBody,
  type RaiseGrievanceForm as FormValues,
  type RaiseGrievanceReply,
} from '@sahaya/contract/grievances/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useSessionDraft } from '../../../lib/forms/use-session-draft.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useRaiseGrievance } from '../api/raise-grievance.ts';
import { TextCounter } from './text-counter.tsx';

const empty: FormValues = { subject: '', details: '' };
const fields = ['subject', 'details'] as const;
const toast = formToast('grievance-new');

export const textareaClass = cn(
  'block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
);

/**
 * Raises a grievance: what it is about and what happened, each with a count of its characters.
 * A field's error sits under it; any other refusal (the day's limit) is said in a toast. Once
 * raised, the page is told the reference, to show it where focus goes. What is typed is kept in
 * the tab until it is raised (useSessionDraft), so a page left or a session that ran out loses none of it.
 */
export function RaiseGrievanceForm({ onRaised }: { onRaised: (reply: RaiseGrievanceReply) => void }) {
  const { t } = useLingui();
  const raise = useRaiseGrievance();
  const form = useForm<FormValues, unknown, RaiseGrievanceBody>({
    resolver: zodResolver(raiseGrievanceBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const draft = useSessionDraft(form, 'grievance-new', empty);
  const { errors, isSubmitting } = form.formState;
  const subject = form.watch('subject') ?? '';
  const details = form.watch('details') ?? '';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await raise.mutateAsync(body);
      draft.clear();
      form.reset(empty);
      onRaised(reply);
    } catch (error) {
      const shown = applyServerErrors(error, form.setError, fields);
      const failure = readFailure(error);
      if (!shown && !failure.told) toast.error(failure.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Raise a grievance`}>
      <div>
        <FormField
          label={t`Subject`}
          hint={t`What it is about, in a few words: ${GRIEVANCE_SUBJECT_MIN} to ${GRIEVANCE_SUBJECT_MAX} characters.`}
          error={errors.subject?.message}
        >
          <Input autoComplete="off" maxLength={GRIEVANCE_SUBJECT_MAX + 20} {...form.register('subject')} />
        </FormField>
        <TextCounter length={subject.length} max={GRIEVANCE_SUBJECT_MAX} className="mt-1" />
      </div>
      <div>
        <FormField
          label={t`Details`}
          hint={t`What happened, and what you would like us to do: ${GRIEVANCE_DETAILS_MIN} to ${GRIEVANCE_DETAILS_MAX} characters.`}
          error={errors.details?.message}
        >
          <textarea rows={6} className={textareaClass} {...form.register('details')} />
        </FormField>
        <TextCounter length={details.length} max={GRIEVANCE_DETAILS_MAX} className="mt-1" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t`Sending…` : <Trans>Raise grievance</Trans>}
        </Button>
      </div>
    </form>
  );
}
