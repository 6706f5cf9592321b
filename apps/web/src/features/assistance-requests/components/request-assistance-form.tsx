import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinOff, Send, Siren } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { Address } from '@sahaya/contract/users';
import { createAssistanceRequestBody } from '@sahaya/contract/assistance-requests/schemas';
import { assistancePriorities, DESCRIPTION_MAX, volunteerTypes } from '@sahaya/contract/constants';
import { commonMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useSessionDraft } from '../../../lib/forms/use-session-draft.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateAssistanceRequest, type NewAssistanceRequest } from '../api/create-assistance-request.ts';
import { priorityWords } from '../utils/request-words.ts';
import { volunteerTypeWords } from '../../../lib/volunteer-type-words.ts';
import { localDay, timeSlotsFor } from '../utils/time-slots.ts';
import { EmergencyCallDialog } from './emergency-call-dialog.tsx';
import { EmergencyCallLink } from './emergency-number.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

/** What the form holds while it is being filled: every choice starts empty ('' is "not chosen"). */
export interface AssistanceFormValues {
  type: '' | NewAssistanceRequest['type'];
  volunteerType: '' | (typeof volunteerTypes)[number];
  priority: '' | NewAssistanceRequest['priority'];
  requestedDate: string;
  requestedTime: string;
  description: string;
  addressId: string;
}

const empty: AssistanceFormValues = {
  type: '',
  volunteerType: '',
  priority: '',
  requestedDate: '',
  requestedTime: '',
  description: '',
  addressId: '',
};

const fields = ['type', 'volunteerType', 'priority', 'requestedDate', 'requestedTime', 'description', 'addressId'] as const;

/**
 * Where the help is needed: the address book's choice of a saved address (or one added in place),
 * put in place by the route, registered with this form as `addressId`.
 */
export type AddressChoiceSlot = (props: {
  field: UseFormRegisterReturn<'addressId'>;
  selected: string;
  error?: string;
  onAdded: (address: Address) => void;
}) => ReactNode;

/**
 * Checks the form with the contract's own schema, as the server will. An empty choice is "not
 * given", and the volunteer type is only read for a volunteer request (spec 2 §5).
 */
const resolver: Resolver<AssistanceFormValues, unknown, NewAssistanceRequest> = (values) => {
  const read = createAssistanceRequestBody.safeParse({
    ...values,
    type: values.type || undefined,
    volunteerType: values.type === 'volunteer' && values.volunteerType ? values.volunteerType : undefined,
  });
  if (read.success) return { values: { ...read.data, volunteerType: read.data.volunteerType ?? undefined }, errors: {} };
  const errors: FieldErrors<AssistanceFormValues> = {};
  for (const issue of read.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * A draft kept from an earlier visit may name a day or a half-hour that has passed since: it is
 * cleared rather than shown as chosen, and the person picks again.
 */
function reviseDraft(draft: AssistanceFormValues): AssistanceFormValues {
  const now = new Date();
  const requestedDate = draft.requestedDate && draft.requestedDate >= localDay(now) ? draft.requestedDate : '';
  const requestedTime = requestedDate && timeSlotsFor(requestedDate, now).includes(draft.requestedTime) ? draft.requestedTime : '';
  return { ...draft, requestedDate, requestedTime };
}

const textareaClass = cn(
  'block min-h-32 w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500',
  'focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
);

/**
 * The request-assistance form (spec 2 §5): a volunteer (of a kind), how urgent, when (a day from
 * today and a half-hour slot still ahead), what is needed and where; or an ambulance, which asks
 * only where (and an optional note): it is urgent and for now. Every
 * message shows beside its field; nothing typed is lost when the request is refused, nor when the
 * page is left, reloaded or the session runs out before it is sent (useSessionDraft). An ambulance
 * request ends on the emergency number to call now, which the person dismisses before going on.
 */
/** Whether volunteers can find a request at this address on their Nearby lists: only with a location. */
const located = (address: Address) => address.latitude !== null && address.longitude !== null;

/** The address a request is made at unless the person picks another: the primary one, or the only one. */
const preferredAddress = (addresses: readonly Address[]) => addresses.find((address) => address.isPrimary) ?? (addresses.length === 1 ? addresses[0] : undefined);

export function RequestAssistanceForm({
  addressChoice,
  addresses,
}: {
  addressChoice: AddressChoiceSlot;
  /** The person's saved addresses, once read: the primary one is chosen at first, and one without a location is explained. */
  addresses: readonly Address[] | undefined;
}) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { ct, ctOf } = useContractText();
  const f = useFormat();
  const fixErrors = () => ct(commonMessages.validationFailed);
  /** A field's message (the contract's, from the schema or the server) in the language shown. */
  const fieldError = (name: (typeof fields)[number]) => {
    const text = errors[name]?.message;
    return text ? ctOf(text) : undefined;
  };
  const create = useCreateAssistanceRequest();
  const toast = formToast('assistance-request');
  /** How the last ambulance request went: the call dialog shows either way. */
  const [ambulance, setAmbulance] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<AssistanceFormValues, unknown, NewAssistanceRequest>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const draft = useSessionDraft(form, 'assistance-request', empty, reviseDraft);
  const { errors, isSubmitting } = form.formState;
  const [type, requestedDate, requestedTime, description, addressId] = form.watch([
    'type',
    'requestedDate',
    'requestedTime',
    'description',
    'addressId',
  ]);
  const typed = description.length;
  const submitted = form.formState.isSubmitted;
  const [added, setAdded] = useState<Address | undefined>(undefined);
  // The primary address is chosen when the addresses come, unless the person has chosen one of
  // them already; a draft's choice of an address deleted since gives way to it.
  useEffect(() => {
    if (!addresses) return;
    const chosen = form.getValues('addressId');
    if (chosen && (chosen === added?._id || addresses.some((address) => address._id === chosen))) return;
    const preferred = preferredAddress(addresses);
    form.setValue('addressId', preferred?._id ?? '');
  }, [addresses, added, form]);
  const chosenAddress = addresses?.find((address) => address._id === addressId) ?? (added?._id === addressId ? added : undefined);
  // After a failed submit every field shows its state: the volunteer type, which appears only once
  // "Volunteer" is chosen, is checked as soon as it appears.
  useEffect(() => {
    if (submitted && type === 'volunteer') void form.trigger('volunteerType');
  }, [submitted, type, form]);
  const now = new Date();
  const today = localDay(now);
  const slots = timeSlotsFor(requestedDate, now);
  const noSlotsLeft = requestedDate === today && slots.length === 0;

  const backToList = () => void navigate(paths.user.requestsTab('assistance'));

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        const reply = await create.mutateAsync(body);
        draft.clear();
        toast.success(reply.message || ct(m.submitted));
        if (body.type === 'ambulance') setAmbulance('sent');
        else backToList();
      } catch (error) {
        const shown = applyServerErrors(error, form.setError, fields);
        const failure = readFailure(error, ct(m.submitFailed));
        // Whatever stopped it, even no connection (which was told already), the number comes first.
        if (body.type === 'ambulance') setAmbulance('failed');
        if (failure.told) return;
        toast.error(shown ? fixErrors() : failure.message);
      }
    },
    () => toast.error(fixErrors()),
  );

  const typeField = form.register('type');
  const dateField = form.register('requestedDate', {
    // A slot chosen for another day may have passed on this one: it is cleared rather than sent.
    onChange: (event: { target: { value: string } }) => {
      const current = form.getValues('requestedTime');
      if (current && !timeSlotsFor(event.target.value, new Date()).includes(current)) form.setValue('requestedTime', '');
    },
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t`Request assistance`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t`Assistance type`} error={fieldError('type')}>
            <Select {...typeField}>
              <option value="">{t`Select assistance type`}</option>
              <option value="volunteer">{t`Volunteer`}</option>
              <option value="ambulance">{t`Ambulance`}</option>
            </Select>
          </FormField>
          {type === 'volunteer' ? (
            <FormField label={t`Volunteer type`} error={fieldError('volunteerType')}>
              <Select {...form.register('volunteerType')}>
                <option value="">{t`Select volunteer type`}</option>
                {volunteerTypes.map((kind) => (
                  <option key={kind} value={kind}>
                    {i18n._(volunteerTypeWords[kind])}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          {type === 'ambulance' ? null : (
          <FormField label={t`Priority`} error={fieldError('priority')}>
            <Select {...form.register('priority')}>
              <option value="">{t`Select priority level`}</option>
              {assistancePriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {i18n._(priorityWords[priority])}
                </option>
              ))}
            </Select>
          </FormField>
          )}
        </div>
        {type === 'ambulance' ? (
          <div role="note" aria-labelledby="ambulance-call-first" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            <p id="ambulance-call-first" className="flex gap-2 font-semibold">
              <Siren className="mt-0.5 size-5 shrink-0" aria-hidden />
              <Trans>
                In a life-threatening emergency, call the emergency number now, before you fill in this form. This request reaches our
                team as urgent, but they must still act on it.
              </Trans>
            </p>
            <EmergencyCallLink />
          </div>
        ) : null}
        {type === 'ambulance' ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t`Date`} status={f.longDay(requestedDate ?? '')} error={fieldError('requestedDate')}>
            <Input type="date" min={today} {...dateField} />
          </FormField>
          <FormField
            label={t`Time`}
            hint={noSlotsLeft ? t`No times are left today. Choose a later date.` : undefined}
            error={fieldError('requestedTime')}
          >
            <Select {...form.register('requestedTime')} value={requestedTime}>
              <option value="">{t`Select a time`}</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {f.clockTime(slot)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        )}
        <FormField
          label={type === 'ambulance' ? t`Note (optional)` : t`Description`}
          hint={
            type === 'ambulance'
              ? t`Anything the crew should know: who needs help, what happened, how to find the door. Up to ${DESCRIPTION_MAX} characters.`
              : t`What help is needed, in up to ${DESCRIPTION_MAX} characters.`
          }
          error={fieldError('description')}
        >
          <textarea className={textareaClass} rows={5} {...form.register('description')} />
        </FormField>
        <p
          className={cn('-mt-4 text-end text-sm', typed > DESCRIPTION_MAX ? 'font-semibold text-danger' : 'text-muted')}
        >
          <Trans>
            {typed}/{DESCRIPTION_MAX} characters
          </Trans>
        </p>
        {addressChoice({
          field: form.register('addressId'),
          selected: addressId,
          error: fieldError('addressId'),
          onAdded: (address) => {
            setAdded(address);
            form.setValue('addressId', address._id, { shouldValidate: form.formState.isSubmitted });
          },
        })}
        <div aria-live="polite">
          {chosenAddress && !located(chosenAddress) ? (
            <p className="-mt-2 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
              <MapPinOff className="mt-0.5 size-5 shrink-0" aria-hidden />
              {ct(m.noLocation)}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={backToList} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={isSubmitting}>
            <Send aria-hidden />
            {isSubmitting ? t`Submitting…` : t`Submit Request`}
          </Button>
        </DialogFooter>
      </form>
      <EmergencyCallDialog outcome={ambulance} onDone={ambulance === 'failed' ? () => setAmbulance(null) : backToList} />
    </>
  );
}
