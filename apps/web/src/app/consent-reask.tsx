import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import { PurposeFacts } from '../components/privacy/privacy-notice.tsx';
import { Button } from '../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog.tsx';
import { DialogFooter } from '../components/ui/dialog-footer.tsx';
import { ErrorAlert } from '../components/ui/error-alert.tsx';
import { useAnswerConsents, useMyConsents } from '../features/profile/api/consents.ts';
import { readFailure } from '../lib/api/api-error.ts';
import { usePrivacyNotice } from '../lib/queries/privacy-notice.ts';

/**
 * After sign-in, when the privacy notice changed since the person last chose (or they never chose
 * under it): a dialog lists its purposes with their current choices, and records them all under
 * the new version. "Later" leaves everything as it was; it is asked again at the next sign-in.
 */
export function ConsentReask() {
  const { t } = useLingui();
  const consents = useMyConsents();
  const notice = usePrivacyNotice();
  const answer = useAnswerConsents();
  const [dismissed, setDismissed] = useState(false);
  const [chosen, setChosen] = useState<Partial<Record<ConsentPurpose, boolean>> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const ask = consents.data?.askAgain === true && notice.data !== undefined && !dismissed;
  // The choices start as they stand, once both are known.
  useEffect(() => {
    if (ask && chosen === null && consents.data) setChosen(Object.fromEntries(consents.data.consents.map((c) => [c.purpose, c.given])));
  }, [ask, chosen, consents.data]);

  if (!ask || chosen === null) return null;

  const save = async () => {
    setProblem(null);
    try {
      const reply = await answer.mutateAsync({ purposes: { ...chosen, account: true } });
      toast.success(reply.message);
    } catch (error) {
      setProblem(readFailure(error).message);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => setDismissed(!open)}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t`Your privacy choices`}</DialogTitle>
        <DialogDescription>
          <Trans>
            Our privacy notice is new or has changed. Please check what you allow us to use your data for. You can change
            this at any time in Settings.
          </Trans>
        </DialogDescription>
        <ul className="mt-4 space-y-3">
          {notice.data.purposes.map((purpose) => (
            <li key={purpose.id} className="rounded-md bg-stone-50 p-3">
              {purpose.required ? (
                <p className="font-semibold text-ink">
                  {purpose.title}{' '}
                  <span className="text-muted">
                    (<Trans>required to have an account</Trans>)
                  </span>
                </p>
              ) : (
                <div className="flex min-h-11 items-center gap-3">
                  <input
                    id={`reask-${purpose.id}`}
                    type="checkbox"
                    checked={chosen[purpose.id] ?? false}
                    onChange={(event) => setChosen({ ...chosen, [purpose.id]: event.target.checked })}
                    className="size-6 shrink-0 accent-primary-700"
                  />
                  <label htmlFor={`reask-${purpose.id}`} className="font-semibold text-ink">
                    {purpose.title}
                  </label>
                </div>
              )}
              <details className="mt-1">
                <summary className="min-h-11 cursor-pointer py-2 text-primary-800 underline underline-offset-4">
                  <Trans>Why, what we take and how long we keep it</Trans>
                  <span className="sr-only">: {purpose.title}</span>
                </summary>
                <PurposeFacts purpose={purpose} headingLevel={null} />
              </details>
            </li>
          ))}
        </ul>
        {problem ? <ErrorAlert className="mt-4">{problem}</ErrorAlert> : null}
        <DialogFooter className="mt-6">
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            <Trans>Later</Trans>
          </Button>
          <Button onClick={() => void save()} pending={answer.isPending}>
            <Trans>Save my choices</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
