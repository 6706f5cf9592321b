import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { waitlistMessages } from '@sahaya/contract/assets/messages';
import type { AssetDetails } from '@sahaya/contract/assets/schemas';
import { WAITLIST_HOLD_HOURS } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useWaitlist } from '../api/waitlist.ts';

interface WaitlistPanelProps {
  asset: AssetDetails;
  /** Opens the request dialog, for the person a unit is held for. */
  onRequest: () => void;
}

/**
 * The waiting list on an asset's page: joining it when no unit is free, the person's place in line
 * and the way out, and the unit held for them when their turn has come. What changes is announced
 * and focus moves to it, so a screen reader user hears the result of the button they pressed.
 */
export function WaitlistPanel({ asset, onRequest }: WaitlistPanelProps) {
  const { join, leave } = useWaitlist(asset._id);
  const { t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState(false);
  const place = useRef<HTMLParagraphElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const { waitlistPosition: position, heldUntil, freeNow } = asset;

  // After an action the asset is read again; once its new state is on screen, focus goes to the
  // person's place in line, or else to the sentence saying what happened.
  useEffect(() => {
    if (!focusAfter) return;
    (place.current ?? result.current)?.focus();
    setFocusAfter(false);
  }, [focusAfter, position]);

  const act = async (action: { mutateAsync: () => Promise<unknown> }, done: string) => {
    setFailure(null);
    setAnnouncement('');
    try {
      await action.mutateAsync();
      setAnnouncement(done);
    } catch (error) {
      const failed = readFailure(error, t`The waiting list could not be changed. Please try again.`);
      if (!failed.told) setFailure(failed.message);
      return;
    }
    setFocusAfter(true);
  };

  const inLine = position !== null;
  if (!inLine && !heldUntil && freeNow > 0 && !failure && !announcement) return null;
  const until = heldUntil ? f.dateTime(heldUntil) : '';
  const busy = join.isPending || leave.isPending;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Hourglass className="size-5 shrink-0 text-primary-700" aria-hidden />
        <Trans>Waiting list</Trans>
      </h2>
      {heldUntil ? (
        <div className="space-y-3">
          <p ref={place} tabIndex={-1} className="text-lg font-semibold text-ink">
            <Trans>A unit is held for you until {until}.</Trans>
          </p>
          <p className="text-ink">
            <Trans>Ask for it before then, or it goes to the next person waiting.</Trans>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button size="lg" onClick={onRequest}>
              <Trans>Request it now</Trans>
            </Button>
            <Button variant="secondary" pending={leave.isPending} disabled={busy && !leave.isPending} onClick={() => void act(leave, ct(waitlistMessages.left))}>
              <Trans>Leave the waiting list</Trans>
            </Button>
          </div>
        </div>
      ) : inLine ? (
        <div className="space-y-3">
          <p ref={place} tabIndex={-1} className="text-lg font-semibold text-ink">
            <Trans>You are number {position} in line.</Trans>
          </p>
          <p className="text-ink">
            <Trans>When a unit comes back and it is your turn, we will tell you. You then have {WAITLIST_HOLD_HOURS} hours to ask for it.</Trans>
          </p>
          <Button variant="secondary" pending={leave.isPending} onClick={() => void act(leave, ct(waitlistMessages.left))}>
            <Trans>Leave the waiting list</Trans>
          </Button>
        </div>
      ) : freeNow <= 0 ? (
        <div className="space-y-3">
          <p className="text-ink">
            <Trans>
              None is free now. Join the waiting list: when a unit comes back and it is your turn, we will tell you, and
              you will have {WAITLIST_HOLD_HOURS} hours to ask for it.
            </Trans>
          </p>
          <Button pending={join.isPending} onClick={() => void act(join, ct(waitlistMessages.joined))}>
            <Trans>Join the waiting list</Trans>
          </Button>
        </div>
      ) : null}
      {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
      <p ref={result} tabIndex={-1} role="status" className={announcement ? 'font-semibold text-ink' : 'sr-only'}>
        {announcement}
      </p>
    </section>
  );
}
