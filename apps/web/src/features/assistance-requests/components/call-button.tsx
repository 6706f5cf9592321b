import { Trans, useLingui } from '@lingui/react/macro';
import { PhoneCall } from 'lucide-react';
import { useId, useState } from 'react';
import { callMessages } from '@sahaya/contract/calls/messages';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { usePlaceCall } from '../api/place-call.ts';

type Said = { tone: 'ringing' | 'failed'; text: string };

/**
 * Calls the other party of a request through Sahaya's number, in place of their number: Sahaya
 * rings the person's own phone first, then connects them. What happened is said beside the button,
 * in a region read out as it changes, and stays there: a person who looks away to find their phone
 * still reads on their return what to expect, or why no call came. While the call is being placed
 * the button refuses presses and keeps the keyboard's focus.
 */
export function CallButton({ requestId, name }: { requestId: string; name: string }) {
  const { t } = useLingui();
  const placeCall = usePlaceCall();
  const [said, setSaid] = useState<Said | null>(null);
  const saidId = useId();

  const press = async () => {
    // Emptied first, so the same words said again after another press are read out again.
    setSaid(null);
    try {
      const reply = await placeCall.mutateAsync(requestId);
      setSaid({ tone: 'ringing', text: reply.message || t`We are ringing your phone now. Pick it up, and we connect you to ${name}.` });
    } catch (error) {
      // A gateway that failed answers 502, which carries no words a person could act on: the contract's own say what to do.
      setSaid({ tone: 'failed', text: readFailure(error, callMessages.failed).message });
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" pending={placeCall.isPending} aria-label={t`Call ${name}`} aria-describedby={saidId} onClick={() => void press()}>
        <PhoneCall aria-hidden />
        <Trans>Call</Trans>
      </Button>
      <p id={saidId} role="status" className={cn('text-sm', said?.tone === 'failed' ? 'font-semibold text-danger' : 'text-ink')}>
        {said?.text}
      </p>
    </div>
  );
}
