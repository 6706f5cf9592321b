import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FamilyLinkReply } from '@sahaya/contract/family/schemas';
import { CardPage } from '../../../components/card-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useConfirmFamilyContact } from '../api/confirm-family-contact.ts';
import { useStopFamilyMails } from '../api/stop-family-mails.ts';

type Mode = 'confirm' | 'stop';

/**
 * /family/confirm?token= and /family/stop?token=: the pages a family contact opens from a mail,
 * without an account. Each acts only when the contact presses its button, so a mail program that
 * opens links to check them confirms or stops nothing.
 */
export function FamilyLinkPage({ mode }: { mode: Mode }) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmFamilyContact();
  const stop = useStopFamilyMails();
  const action = mode === 'confirm' ? confirm : stop;
  const [done, setDone] = useState<FamilyLinkReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const title = mode === 'confirm' ? t`Confirm you are a family contact` : t`Stop the mails about a family member`;

  const onAct = async () => {
    setFailure(null);
    try {
      setDone(await action.mutateAsync(token));
    } catch (error) {
      setFailure(readFailure(error).message);
    }
  };

  return (
    <CardPage title={title}>
      <div className="space-y-4">
          {done ? (
            // The button just pressed is gone: the keyboard and a screen reader carry on from the answer.
            <p ref={(node) => node?.focus()} tabIndex={-1} role="status" className="rounded-lg bg-primary-50 p-4 text-lg font-semibold text-primary-900">
              {done.message}
            </p>
          ) : !token ? (
            <ErrorAlert>
              <Trans>This link is not complete. Open it again from the mail we sent you.</Trans>
            </ErrorAlert>
          ) : (
            <>
              {mode === 'confirm' ? (
                <div className="space-y-2 text-lg">
                  <p>
                    <Trans>
                      Someone added you as their family contact on Sahaya. If you confirm, we will mail you when their requests change and when a meeting is scheduled for them.
                    </Trans>
                  </p>
                  <p>
                    <Trans>We never send you their chats or their donations.</Trans>
                  </p>
                </div>
              ) : (
                <p className="text-lg">
                  <Trans>
                    If you stop, we will send you no more mails about this person or anyone else, and no one can add you as a family contact again. The people who added you will see that you are no longer their family contact.
                  </Trans>
                </p>
              )}
              {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
              <Button size="lg" className="w-full" onClick={() => void onAct()} pending={action.isPending}>
                {mode === 'confirm' ? <Trans>Confirm</Trans> : <Trans>Stop the mails</Trans>}
              </Button>
            </>
          )}
      </div>
    </CardPage>
  );
}
