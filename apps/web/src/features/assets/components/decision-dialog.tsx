import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { decideAssetRequestBody, type AdminAssetRequest, type DecideAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useDecideAssetRequest } from '../api/decide-asset-request.ts';

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
  completed: {
    title: msg`Mark returned`,
    question: msg`Are you sure the units of this request have come back? They go back into stock.`,
    confirm: msg`Mark returned`,
    busy: msg`Saving...`,
  },
};

const commentOnly = decideAssetRequestBody.pick({ comment: true });
type CommentForm = z.input<typeof commentOnly>;

/** What is decided on: "Wheelchair X, 2 unit(s), for Savitri". */
function DecisionSubject({ request }: { request: AdminAssetRequest }) {
  const assetName = request.asset.name;
  const quantity = request.quantity;
  const userName = request.user.name;
  return (
    <p className="mt-3 text-ink">
      <Trans>
        <span className="font-semibold">{assetName}</span>, {quantity} unit(s), for {userName}
      </Trans>
    </p>
  );
}

interface DecisionDialogProps {
  /** The request and what is being decided; null while the dialog is closed. */
  target: { request: AdminAssetRequest; decision: Decision } | null;
  onClose: () => void;
  /** Told when the decision has been taken (and the lists read again), before the dialog closes. */
  onDecided?: (request: AdminAssetRequest) => void;
}

/**
 * Asks before a decision on an asset request, with an optional comment the requester is sent. When
 * the server refuses (too few units left to approve, or the request was decided meanwhile), its
 * message stays in the dialog, so the admin reads why and can reject instead.
 */
export function DecisionDialog({ target, onClose, onDecided }: DecisionDialogProps) {
  const decide = useDecideAssetRequest();
  const { t, i18n } = useLingui();
  const { ctOf } = useContractText();
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its words while it closes, after `target` has gone.
  const [shown, setShown] = useState(target);
  const form = useForm<CommentForm, unknown, { comment?: string }>({
    resolver: zodResolver(commentOnly),
    defaultValues: { comment: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!target) return;
    setShown(target);
    setFailure(null);
    form.reset({ comment: '' });
  }, [target, form]);

  const submit = form.handleSubmit(async ({ comment }) => {
    if (!shown) return;
    setFailure(null);
    try {
      const reply = await decide.mutateAsync({
        id: shown.request._id,
        body: { status: shown.decision, ...(comment ? { comment } : {}) },
      });
      toast.success(ctOf(reply.message));
      onDecided?.(shown.request);
      onClose();
    } catch (error) {
      const failure = readFailure(error);
      if (failure.told) return;
      setFailure(ctOf(failure.fields.comment ?? failure.message));
    }
  });

  const words = shown ? decisionWords[shown.decision] : decisionWords.approved;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent>
        <DialogTitle>{i18n._(words.title)}</DialogTitle>
        <DialogDescription>{i18n._(words.question)}</DialogDescription>
        {shown ? <DecisionSubject request={shown.request} /> : null}
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <FormField
            label={t`Comment (optional)`}
            hint={t`The requester is sent this with the decision.`}
            error={errors.comment?.message ? ctOf(errors.comment.message) : undefined}
          >
            <textarea
              rows={3}
              className="block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger"
              {...form.register('comment')}
            />
          </FormField>
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={shown?.decision === 'rejected' ? 'danger' : 'primary'}
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              {i18n._(isSubmitting ? words.busy : words.confirm)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
