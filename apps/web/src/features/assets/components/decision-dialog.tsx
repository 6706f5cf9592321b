import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { toast } from 'sonner';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { decideAssetRequestBody, type AdminAssetRequest, type DecideAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { returnConditions } from '@sahaya/contract/constants';
import { messageIds } from '@sahaya/contract/i18n/message-ids';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDecideAssetRequest } from '../api/decide-asset-request.ts';
import { depositToRefund } from '../utils/deposit.ts';
import { unitsText } from '../utils/request-words.ts';
import { ReturnChecklist } from './return-checklist.tsx';
import { ReturnConditionFields, type ReturnCondition } from './return-condition-fields.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

export type Decision = DecideAssetRequestBody['status'];

/** The words of each decision: the dialog's title, its question and its button. */
export const decisionWords: Record<Decision, { title: MessageDescriptor; question: MessageDescriptor; confirm: MessageDescriptor; busy: MessageDescriptor }> = {
  approved: {
    title: msg`Approve Request`,
    question: msg`Are you sure you want to approve this request?`,
    confirm: msg`Approve`,
    busy: msg`Approving...`,
  },
  rejected: {
    title: msg`Reject Request`,
    question: msg`Are you sure you want to reject this request?`,
    confirm: msg`Reject`,
    busy: msg`Rejecting...`,
  },
  cancelled: {
    title: msg`Take back`,
    question: msg`End this loan before it is handed over? Its units go back on the shelf, the first person waiting is offered them, and the borrower is told.`,
    confirm: msg`Take back`,
    busy: msg`Taking back...`,
  },
  completed: {
    title: msg`Mark returned`,
    question: msg`Record that the units of this request have come back, and how.`,
    confirm: msg`Mark returned`,
    busy: msg`Saving...`,
  },
};

const { comment, note, refundReference } = decideAssetRequestBody.shape;
/** Approving or rejecting: a comment the requester is sent, if the admin writes one. */
const commentForm = z.object({ comment });
/**
 * Marking returned: the comment, and how the units came back, which the admin must choose; with
 * needs repair, what is wrong. The server asks the same (the contract's messages).
 */
const r = messageIds('assetRequestMessages', assetRequestMessages);
const returnForm = z
  // The ticked checklist items pass through as the tickboxes give them; submit checks them against the asset's.
  .object({
    comment,
    condition: z.enum(returnConditions, { error: r.conditionInvalid }),
    note,
    refundReference,
    checklist: z.union([z.array(z.string()), z.literal(false)]).optional(),
  })
  .superRefine(({ condition, note }, ctx) => {
    if (condition === 'needs-repair' && !note) ctx.addIssue({ code: 'custom', path: ['note'], message: r.repairNoteRequired });
  });
type DecisionForm = { comment?: string; condition?: ReturnCondition; note?: string; checklist?: string[] | false; refundReference?: string };
/** The schema of the dialog's mode, as one resolver: the form's fields are the same, only the rules differ. */
const resolvers = { comment: zodResolver(commentForm), returned: zodResolver(returnForm) } as unknown as Record<'comment' | 'returned', Resolver<DecisionForm>>;
const emptyForm = (condition?: ReturnCondition): DecisionForm => ({ comment: '', note: '', checklist: [], refundReference: '', ...(condition ? { condition } : {}) });

/** The ticked items of the checklist as the form holds them: one tickbox gives a list too, none false. */
const tickedItems = (checklist: DecisionForm['checklist']): string[] => (Array.isArray(checklist) ? checklist : []);

/** What is decided on: "Wheelchair X, 2 units, for Savitri". */
function DecisionSubject({ request }: { request: AdminAssetRequest }) {
  const { i18n } = useLingui();
  const assetName = request.asset.name;
  const units = i18n._(unitsText(request.quantity));
  const userName = request.user.name;
  return (
    <p className="mt-3 text-ink">
      <Trans>
        <span className="font-semibold">{assetName}</span>, {units}, for {userName}
      </Trans>
    </p>
  );
}

export interface DecisionDialogProps {
  /** The request and what is being decided; null while the dialog is closed. */
  target: { request: AdminAssetRequest; decision: Decision } | null;
  onClose: () => void;
  /** Told when the decision has been taken (and the lists read again), before the dialog closes. */
  onDecided?: (request: AdminAssetRequest) => void;
  /** Marking returned: the condition chosen when the dialog opens (a "Needs repair" button opens it with needs-repair). */
  condition?: ReturnCondition;
}

/**
 * Asks before a decision on an asset request, with an optional comment the requester is sent;
 * marking returned also asks how the units came back, what needs repair, and for each item of the
 * asset's checklist that it was checked, and for a loan whose deposit is held, the reference of
 * its refund by UPI; taking back a loan
 * nobody collected says what follows. When the server
 * refuses (too few units left to approve, or the request was decided meanwhile), its message stays
 * in the dialog, so the admin reads why and can reject instead; its field errors sit by their fields.
 * Closed any other way than by Cancel or a decision taken, it opens again for the same request and
 * decision as it was left.
 */
export function DecisionDialog({ target, onClose, onDecided, condition }: DecisionDialogProps) {
  const decide = useDecideAssetRequest();
  const { i18n, t } = useLingui();
  const { ct, ctOf } = useContractText();
  const f = useFormat();
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its words while it closes, after `target` has gone. The new target is taken
  // while rendering, not after, so the dialog opens with its own fields there to take focus.
  const [last, setLast] = useState(target);
  if (target !== null && target !== last) setLast(target);
  const shown = target ?? last;
  const fields = useRef<HTMLFormElement>(null);
  const returning = useRef(false);
  returning.current = shown?.decision === 'completed';
  const form = useForm<DecisionForm>({
    resolver: (values, context, options) => (returning.current ? resolvers.returned : resolvers.comment)(values, context, options),
    defaultValues: emptyForm(),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const chosen = form.watch('condition');

  // Typing is kept for one request and one decision on it: approving and rejecting start apart, and
  // so does a return opened on another condition (the Scan page's "Needs repair…"), on its own choice.
  const { discard } = useKeptTyping({
    open: target !== null,
    subject: target ? `${target.request._id}:${target.decision}:${condition ?? ''}` : '',
    unsaved: isDirty,
    reset: () => {
      setFailure(null);
      form.reset(emptyForm(target?.decision === 'completed' ? condition : undefined));
    },
  });

  // Opened for a condition ("Needs repair…"), the dialog starts on that choice, the one the person
  // asked for, rather than on the first control.
  const focusChosen = (event: Event) => {
    if (shown?.decision !== 'completed' || !condition) return;
    const radio = fields.current?.querySelector<HTMLInputElement>(`input[type="radio"][value="${condition}"]`);
    if (!radio) return;
    event.preventDefault();
    radio.focus();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!shown) return;
    setFailure(null);
    const body: DecideAssetRequestBody = { status: shown.decision, ...(values.comment ? { comment: values.comment } : {}) };
    if (shown.decision === 'completed' && values.condition) {
      body.condition = values.condition;
      if (values.condition === 'needs-repair' && values.note) body.note = values.note;
    }
    if (shown.decision === 'completed') {
      if (values.refundReference && depositToRefund(shown.request)) body.refundReference = values.refundReference;
      body.checklist = tickedItems(values.checklist);
      // Every item of the asset's checklist is ticked before the units go back, as the server asks.
      const unchecked = shown.request.asset.checklist.filter((item) => !body.checklist?.includes(item));
      if (unchecked.length > 0) {
        form.setError('checklist', { message: ct(assetRequestMessages.checklistIncomplete, unchecked.join(', ')) }, { shouldFocus: true });
        return;
      }
    }
    try {
      const reply = await decide.mutateAsync({ id: shown.request._id, body });
      toast.success(reply.message);
      discard();
      onDecided?.(shown.request);
      onClose();
    } catch (error) {
      const failed = readFailure(error);
      if (failed.told) return;
      // The server's word on a field goes beside it; anything else above the buttons.
      let placed = false;
      for (const field of ['comment', 'condition', 'note', 'checklist', 'refundReference'] as const) {
        const message = failed.fields[field];
        if (message) {
          form.setError(field, { message });
          placed = true;
        }
      }
      if (!placed) setFailure(failed.message);
    }
  });

  const words = shown ? decisionWords[shown.decision] : decisionWords.approved;
  const refund = shown ? depositToRefund(shown.request) : null;
  const refundAmount = f.rupees(refund?.rupees ?? 0);
  const errorText = (message: string | undefined) => (message ? ctOf(message) : undefined);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent onOpenAutoFocus={focusChosen}>
        <DialogTitle>{i18n._(words.title)}</DialogTitle>
        <DialogDescription>{i18n._(words.question)}</DialogDescription>
        {shown ? <DecisionSubject request={shown.request} /> : null}
        <form ref={fields} noValidate onSubmit={submit} className="mt-4 space-y-4">
          {shown?.decision === 'completed' ? (
            <ReturnConditionFields
              condition={form.register('condition')}
              note={form.register('note')}
              chosen={chosen}
              conditionError={errorText(errors.condition?.message)}
              noteError={errorText(errors.note?.message)}
            />
          ) : null}
          {shown?.decision === 'completed' ? (
            <ReturnChecklist items={shown.request.asset.checklist} checklist={form.register('checklist')} error={errorText(errors.checklist?.message)} />
          ) : null}
          {shown?.decision === 'completed' && refund ? (
            <div className="space-y-3 rounded-lg bg-amber-50 p-3">
              <p className="font-semibold text-ink">
                <Trans>Refund the {refundAmount} deposit</Trans>
              </p>
              <FormField
                label={t`Refund reference (UPI)`}
                hint={t`For a refund by UPI, its transaction id; leave it empty for cash.`}
                error={errorText(errors.refundReference?.message)}
              >
                <Input autoComplete="off" spellCheck={false} {...form.register('refundReference')} />
              </FormField>
            </div>
          ) : null}
          <FormField
            label={t`Comment (optional)`}
            hint={t`The requester is sent this with the decision.`}
            error={errorText(errors.comment?.message)}
          >
            <textarea
              rows={3}
              className="block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger"
              {...form.register('comment')}
            />
          </FormField>
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={shown?.decision === 'rejected' || shown?.decision === 'cancelled' ? 'danger' : 'primary'}
              pending={isSubmitting}
            >
              {i18n._(isSubmitting ? words.busy : words.confirm)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
