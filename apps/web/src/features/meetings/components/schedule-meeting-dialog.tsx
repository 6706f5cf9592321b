import { zodResolver } from '@hookform/resolvers/zod';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageIds } from '@sahaya/contract/i18n/message-ids';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import { createMeetingBody } from '@sahaya/contract/meetings/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { getSession } from '../../../lib/session/auth-store.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useCreateMeeting } from '../api/create-meeting.ts';
import { useParticipantChoices, type ParticipantChoices } from '../api/list-participant-choices.ts';
import { firstDay, isPast, minTime, scheduledIso, timeFor, timeOnNewDay } from '../utils/schedule-time.ts';
import { ParticipantChips, ParticipantPicker } from './participant-picker.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

const modes = [
  { value: 'individual', label: msg`Individual` },
  { value: 'users', label: msg`All Users` },
  { value: 'volunteers', label: msg`All Volunteers` },
] as const;
type Mode = (typeof modes)[number]['value'];

/** The form's own rules give their messages as ids, as the contract's schemas do. */
const ids = messageIds('meetingMessages', m);

const scheduleForm = z
  .object({
    title: createMeetingBody.shape.title,
    mode: z.enum(['individual', 'users', 'volunteers']),
    selected: z.array(z.string()),
    date: z.string().min(1, ids.timeInvalid),
    time: z.string().min(1, ids.timeInvalid),
  })
  .superRefine((values, ctx) => {
    if (isPast(values.date, values.time, new Date())) ctx.addIssue({ code: 'custom', path: ['time'], message: ids.pastTime });
  });
type ScheduleValues = z.input<typeof scheduleForm>;
type ScheduleForm = z.output<typeof scheduleForm>;

function freshValues(): ScheduleValues {
  const now = new Date();
  const date = firstDay(now);
  return { title: '', mode: 'individual', selected: [], date, time: timeFor(date, now) };
}

/** Who the mode invites: the people picked, or every user, or every volunteer. */
function invitedBy(mode: Mode, selected: string[], choices: ParticipantChoices | undefined): string[] {
  if (mode === 'users') return choices?.users.map((person) => person._id) ?? [];
  if (mode === 'volunteers') return choices?.volunteers.map((person) => person._id) ?? [];
  return selected;
}

interface ScheduleMeetingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Schedule New Meeting dialog (spec 3 §2, §5, §9): a title, the participants (one by one, all
 * users or all volunteers), a date with no past days and a time from 12:00, at least five minutes
 * ahead today. Create Meeting waits for a title, a date and someone to invite. Closed any other way
 * than by Cancel or a creation, the dialog opens again as it was left.
 */
export function ScheduleMeetingDialog({ open, onOpenChange }: ScheduleMeetingDialogProps) {
  const create = useCreateMeeting();
  const choices = useParticipantChoices(open);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = formToast('schedule-meeting');
  const form = useForm<ScheduleValues, unknown, ScheduleForm>({
    resolver: zodResolver(scheduleForm),
    mode: 'onTouched',
    defaultValues: freshValues(),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [title, mode, selected, date, time] = form.watch(['title', 'mode', 'selected', 'date', 'time']);
  const f = useFormat();
  const invited = invitedBy(mode, selected, choices.data);
  const now = new Date();
  const everyone = choices.data ? [...choices.data.users, ...choices.data.volunteers] : [];
  const { i18n, t } = useLingui();
  const { ctOf } = useContractText();
  // The form's message ids, worded in the language shown; the server's messages are already in it.
  const errorOf = (message: string | undefined) => (message ? ctOf(message) : undefined);
  const participantsError = errorOf(errors.selected?.message);
  const count = invited.length;

  // One meeting at a time: what was typed for it stays until it is created or cancelled.
  const { discard } = useKeptTyping({
    open,
    subject: '',
    unsaved: isDirty,
    // A fresh opening starts from the time it opens at, not from when the page was loaded: a
    // default computed then may have passed (12:00 at 11:58), or be today's earliest of long ago.
    reset: () => {
      form.reset(freshValues());
      setFailure(null);
    },
    // So does a kept one, for the date and time the admin left as they were offered.
    revise: () => {
      const now = new Date();
      if (!form.getFieldState('date').isDirty) form.resetField('date', { defaultValue: firstDay(now) });
      if (!form.getFieldState('time').isDirty) form.resetField('time', { defaultValue: timeFor(form.getValues('date'), now) });
    },
  });

  const changeOpen = (next: boolean) => {
    if (isSubmitting) return;
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const participants = invitedBy(values.mode, values.selected, choices.data);
    const scheduledTime = scheduledIso(values.date, values.time);
    if (participants.length === 0) {
      form.setError('selected', { message: ids.participantsRequired });
      return;
    }
    if (!scheduledTime) {
      form.setError('time', { message: ids.timeInvalid });
      return;
    }
    try {
      await create.mutateAsync({ title: values.title, participants, scheduledTime, adminId: getSession()?.userId });
      toast.success(contractText(m.created));
      discard();
      onOpenChange(false);
    } catch (error) {
      const failure = readFailure(error, m.createFailed);
      if (failure.told) return;
      const shown = applyServerErrors(error, form.setError, ['title']);
      if (failure.fields.scheduledTime) form.setError('time', { message: failure.fields.scheduledTime }, { shouldFocus: !shown });
      if (failure.fields.participants) form.setError('selected', { message: failure.fields.participants });
      setFailure(failure.message);
      toast.error(contractText(m.createFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-xl" onOpenAutoFocus={focusFirstField}>
        <DialogTitle>
          <Trans>Schedule New Meeting</Trans>
        </DialogTitle>
        <DialogDescription className="leading-relaxed">
          <Trans>Everyone invited is notified at once and reminded 10 minutes before it starts.</Trans>
        </DialogDescription>
        <form className="mt-5 space-y-5" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={t`Title`} error={errorOf(errors.title?.message)}>
            <Input autoComplete="off" maxLength={50} {...form.register('title')} />
          </FormField>

          <fieldset className="space-y-3" aria-describedby={participantsError ? 'participants-error' : undefined}>
            <legend className="font-semibold text-ink">
              <Trans>Participants</Trans>
            </legend>
            <Controller
              control={form.control}
              name="mode"
              render={({ field }) => (
                <div role="radiogroup" aria-label={t`Invite`} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                  {modes.map((choice) => (
                    <label
                      key={choice.value}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-primary-700 has-checked:bg-primary-50"
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={choice.value}
                        className="size-5 accent-primary-700"
                        checked={field.value === choice.value}
                        onChange={() => {
                          field.onChange(choice.value);
                          form.clearErrors('selected');
                        }}
                      />
                      {i18n._(choice.label)}
                    </label>
                  ))}
                </div>
              )}
            />
            {choices.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : choices.isError ? (
              <ErrorAlert>{readFailure(choices.error).message}</ErrorAlert>
            ) : mode === 'individual' ? (
              <Controller
                control={form.control}
                name="selected"
                render={({ field }) => (
                  <ParticipantPicker
                    choices={choices.data}
                    selected={field.value}
                    onChange={(ids) => {
                      field.onChange(ids);
                      if (ids.length > 0) form.clearErrors('selected');
                    }}
                    describedBy={participantsError ? 'participants-error' : undefined}
                    invalid={Boolean(participantsError)}
                  />
                )}
              />
            ) : (
              <div className="space-y-2">
                <p className="text-muted" aria-live="polite">
                  {mode === 'users'
                    ? count === 0
                      ? t`There are no users to invite yet.`
                      : t({ message: plural(count, { one: 'All # user will be invited.', other: 'All # users will be invited.' }) })
                    : count === 0
                      ? t`There are no volunteers to invite yet.`
                      : t({ message: plural(count, { one: 'All # volunteer will be invited.', other: 'All # volunteers will be invited.' }) })}
                </p>
                <ParticipantChips people={invited.flatMap((pick) => everyone.filter((person) => person._id === pick))} />
              </div>
            )}
            {participantsError ? (
              <p id="participants-error" role="alert" className="text-sm font-medium text-danger">
                {participantsError}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Date`} status={f.longDay(date ?? '')} error={errorOf(errors.date?.message)}>
              <Input
                type="date"
                min={firstDay(now)}
                {...form.register('date', {
                  onChange: (event: { target: { value: string } }) => {
                    const time = form.getValues('time');
                    const next = timeOnNewDay(event.target.value, time, form.getFieldState('time').isDirty, new Date());
                    if (next !== time) form.setValue('time', next, { shouldValidate: true });
                  },
                })}
              />
            </FormField>
            <FormField label={t`Time`} status={time ? f.clockTime(time) : ''} error={errorOf(errors.time?.message)}>
              <Input type="time" step={300} min={minTime(date, now)} {...form.register('time')} />
            </FormField>
          </div>

          {failure ? <ErrorAlert>{ctOf(failure)}</ErrorAlert> : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!title.trim() || !date || invited.length === 0} pending={isSubmitting}>
              {isSubmitting ? t`Creating...` : t`Create Meeting`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
