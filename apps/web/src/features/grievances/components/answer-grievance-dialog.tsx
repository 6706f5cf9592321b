import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { grievanceMessages } from '@sahaya/contract/grievances/messages';
import {
  GRIEVANCE_REPLY_MAX,
  answerGrievanceBody,
  closingGrievanceAnswers,
  grievanceAnswers,
  type AnswerGrievanceBody,
  type AnswerGrievanceForm,
  type Grievance,
} from '@sahaya/contract/grievances/schemas';
import { messageIds } from '@sahaya/contract/i18n/message-ids';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { useAnswerGrievance } from '../api/answer-grievance.ts';
import { grievanceStatusWords } from '../utils/grievance-words.ts';
import { textareaClass } from './raise-grievance-form.tsx';
import { TextCounter } from './text-counter.tsx';

const m = messageIds('grievanceMessages', grievanceMessages);

/** As the server asks: resolving or rejecting needs a reply, which the person is sent. */
const answerForm = answerGrievanceBody.superRefine(({ status, reply }, ctx) => {
  if (closingGrievanceAnswers.includes(status) && !reply) ctx.addIssue({ code: 'custom', path: ['reply'], message: m.replyRequired });
});

const emptyForm: AnswerGrievanceForm = { status: 'inProgress', reply: '' };

/**
 * Answers a grievance: being looked into (a note may go with it), resolved or rejected (with the
 * reply the person is sent). A field's refusal sits by its field; any other (another admin closed
 * it meanwhile) stays in the dialog above the buttons.
 */
export function AnswerGrievanceDialog({ grievance, onClose }: { grievance: Grievance | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const answer = useAnswerGrievance();
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its words while it closes, after `grievance` has gone.
  const [last, setLast] = useState(grievance);
  if (grievance !== null && grievance !== last) setLast(grievance);
  const shown = grievance ?? last;
  const form = useForm<AnswerGrievanceForm, unknown, AnswerGrievanceBody>({ resolver: zodResolver(answerForm), defaultValues: emptyForm });
  const { errors, isSubmitting, isDirty } = form.formState;
  const reply = form.watch('reply') ?? '';

  const { discard } = useKeptTyping({
    open: grievance !== null,
    subject: grievance?._id ?? '',
    unsaved: isDirty,
    reset: () => {
      setFailure(null);
      form.reset({ status: grievance?.status === 'open' ? 'inProgress' : 'resolved', reply: '' });
    },
  });

  const submit = form.handleSubmit(async (body) => {
    if (!shown) return;
    setFailure(null);
    try {
      const done = await answer.mutateAsync({ id: shown._id, body });
      toast.success(done.message);
      discard();
      onClose();
    } catch (error) {
      const failed = readFailure(error);
      if (failed.told) return;
      let placed = false;
      for (const field of ['status', 'reply'] as const) {
        const message = failed.fields[field];
        if (message) {
          form.setError(field, { message });
          placed = true;
        }
      }
      if (!placed) setFailure(failed.message);
    }
  });

  const reference = shown?.reference ?? '';
  const personName = shown?.person?.name ?? '';
  return (
    <Dialog open={grievance !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent onOpenAutoFocus={focusFirstField}>
        <DialogTitle>
          <Trans>Answer grievance {reference}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>{personName} is told of your answer in the bell, and by mail, push or SMS as they chose.</Trans>
        </DialogDescription>
        {shown ? (
          <div className="mt-3 max-h-48 overflow-y-auto rounded-lg bg-stone-100 p-3">
            <p className="font-semibold break-words">{shown.subject}</p>
            <p className="whitespace-pre-line break-words">{shown.details}</p>
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <FormField label={t`Status`} error={errors.status?.message}>
            <Select {...form.register('status')}>
              {grievanceAnswers.map((status) => (
                <option key={status} value={status}>
                  {i18n._(grievanceStatusWords[status])}
                </option>
              ))}
            </Select>
          </FormField>
          <div>
            <FormField
              label={t`Reply`}
              hint={t`Needed to resolve or reject: the person is sent it. Up to ${GRIEVANCE_REPLY_MAX} characters.`}
              error={errors.reply?.message}
            >
              <textarea rows={5} className={textareaClass} {...form.register('reply')} />
            </FormField>
            <TextCounter length={reply.length} max={GRIEVANCE_REPLY_MAX} className="mt-1" />
          </div>
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? t`Saving…` : <Trans>Send answer</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
