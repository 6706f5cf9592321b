import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinOff, Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { volunteerTypes } from '@sahaya/contract/constants';
import { availabilityBody, DUTY_RADIUS_MAX_KM, DUTY_RADIUS_MIN_KM, type Availability } from '@sahaya/contract/dispatch/schemas';
import { commonMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { readFailure, type FailureCode } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import type { SavedPlace } from '../../../lib/saved-places.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { volunteerTypeWords } from '../../../lib/volunteer-type-words.ts';
import { useSetAvailability } from '../api/set-availability.ts';
import { dutyFormValues } from '../utils/duty-form.ts';

const fields = ['onDuty', 'radiusKm', 'addressId', 'skills'] as const;

/** The refusals about the place chosen: said under the place, where it is changed. */
const placeRefusals: ReadonlySet<FailureCode> = new Set(['DUTY_PLACE_NOT_FOUND', 'DUTY_PLACE_NOT_LOCATED', 'DUTY_PLACE_REQUIRED']);

const errorClassName = 'text-sm font-medium text-danger';

/** Said where the place would be chosen when no saved address has a location: the way to add one. */
function NoPlaceNote({ error }: { error: string | undefined }) {
  return (
    <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex gap-2">
        <MapPinOff className="mt-0.5 size-5 shrink-0" aria-hidden />
        <Trans>
          None of your saved addresses has a location on the map, so requests near you cannot be found. Add an address with
          its location to go on duty.
        </Trans>
      </p>
      <Link to={paths.volunteer.profileInfo} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
        <Trans>Open my address book</Trans>
      </Link>
      {error ? (
        <p role="alert" className={errorClassName}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The duty settings' form: the On duty switch, the saved address the volunteer starts from (one
 * with a location, primary first), how far they go and the kinds of help they give (none ticked:
 * any). Nothing changes until Save, and the form says so while a change is unsaved; the server's
 * answer is the toast, and a refusal stands beside what caused it.
 */
export function DutyForm({ saved, places, labelledBy }: { saved: Availability; places: readonly SavedPlace[]; labelledBy: string }) {
  const { t, i18n } = useLingui();
  const { ct, ctOf } = useContractText();
  const id = useId();
  const idOf = (part: string) => [id, part].join('-');
  const switchId = idOf('switch');
  const stateId = idOf('state');
  const unsavedId = idOf('unsaved');
  const skillsHintId = idOf('skills-hint');
  const skillsErrorId = idOf('skills-error');
  const save = useSetAvailability();
  const toast = formToast('duty');
  const form = useForm<Availability>({
    resolver: zodResolver(availabilityBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: dutyFormValues(saved, places),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onDuty = form.watch('onDuty');
  const skillsError = errors.skills?.message ?? errors.skills?.[0]?.message;

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        const reply = await save.mutateAsync(body);
        toast.success(reply.message);
        form.reset(dutyFormValues(reply, places));
      } catch (error) {
        const failure = readFailure(error, t`Your duty settings could not be saved. Please try again.`);
        const aboutPlace = placeRefusals.has(failure.code);
        if (aboutPlace) form.setError('addressId', { type: 'server', message: failure.message }, { shouldFocus: true });
        const shown = aboutPlace || applyServerErrors(error, form.setError, fields);
        if (failure.told) return;
        toast.error(shown ? ct(commonMessages.validationFailed) : failure.message);
      }
    },
    () => toast.error(ct(commonMessages.validationFailed)),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="space-y-6">
      <div className={cn('space-y-2 rounded-xl border p-4', onDuty ? 'border-primary-300 bg-primary-50' : 'border-stone-300 bg-stone-50')}>
        <Switch
          id={switchId}
          size="lg"
          label={t`On duty`}
          checked={onDuty}
          busy={isSubmitting}
          describedBy={[stateId, unsavedId]}
          onCheckedChange={(next) => form.setValue('onDuty', next, { shouldDirty: true })}
        />
        <p id={stateId} className="text-ink">
          {saved.onDuty ? (
            <Trans>You are on duty: requests for help near you are sent to you.</Trans>
          ) : (
            <Trans>You are off duty: no requests are sent to you.</Trans>
          )}
        </p>
        {/* Always on the page, so a screen reader hears the reminder when a change makes it appear. */}
        <p id={unsavedId} role="status" className="font-semibold text-amber-900">
          {isDirty ? <Trans>Not saved yet. Press Save to keep your changes.</Trans> : null}
        </p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {places.length > 0 ? (
          <FormField label={t`Where you start from`} hint={t`Requests near this address are sent to you.`} error={errors.addressId?.message}>
            <Select {...form.register('addressId', { setValueAs: (value: string | null) => value || null })}>
              {places.map((place) => (
                <option key={place.value} value={place.value}>
                  {place.label}
                </option>
              ))}
            </Select>
          </FormField>
        ) : (
          <NoPlaceNote error={errors.addressId?.message && ctOf(errors.addressId.message)} />
        )}
        <FormField
          label={t`How far you can go (km)`}
          hint={t`From ${DUTY_RADIUS_MIN_KM} to ${DUTY_RADIUS_MAX_KM} km from that address.`}
          error={errors.radiusKm?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={DUTY_RADIUS_MIN_KM}
            max={DUTY_RADIUS_MAX_KM}
            step={1}
            className="sm:max-w-48"
            {...form.register('radiusKm', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <fieldset className="space-y-2" aria-describedby={[skillsHintId, skillsError ? skillsErrorId : undefined].filter(Boolean).join(' ')}>
        <legend className="text-base font-semibold text-ink">
          <Trans>Kinds of help you give</Trans>
        </legend>
        <p id={skillsHintId} className="text-sm text-muted">
          <Trans>Tick none to be sent requests for any kind of help.</Trans>
        </p>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {volunteerTypes.map((kind) => (
            <label
              key={kind}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 has-checked:border-primary-700 has-checked:bg-primary-50"
            >
              <input
                type="checkbox"
                value={kind}
                className="size-6 shrink-0 accent-primary-700"
                aria-invalid={Boolean(skillsError)}
                {...form.register('skills')}
              />
              {i18n._(volunteerTypeWords[kind])}
            </label>
          ))}
        </div>
        {skillsError ? (
          <p id={skillsErrorId} role="alert" className={errorClassName}>
            {ctOf(skillsError)}
          </p>
        ) : null}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={isSubmitting} className="w-full sm:w-auto">
          <Save aria-hidden />
          {isSubmitting ? t`Saving…` : t`Save`}
        </Button>
      </div>
    </form>
  );
}
