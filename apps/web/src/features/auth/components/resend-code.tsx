import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

interface ResendCodeProps {
  /** Seconds until a new code may be asked for; the button counts them down. */
  remaining: number;
  pending: boolean;
  onResend: () => void;
  /** Why the last request was refused (too soon, too many), in the language shown. */
  failure?: string | null;
}

/**
 * "Did not get the SMS?" and the button for a new code. While it waits the button stays in the
 * tab order, marked unavailable, so the focus of someone who pressed it is not dropped.
 */
export function ResendCode({ remaining, pending, onResend, failure }: ResendCodeProps) {
  const waiting = remaining > 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-center gap-x-2 text-muted">
        <span>
          <Trans>Did not get the SMS?</Trans>
        </span>
        <Button
          variant="link"
          pending={pending}
          aria-disabled={waiting || pending || undefined}
          className="min-h-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => {
            if (!waiting) onResend();
          }}
        >
          {waiting ? (
            <Plural value={remaining} one="Send a new code in # second" other="Send a new code in # seconds" />
          ) : (
            <Trans>Send a new code</Trans>
          )}
        </Button>
      </div>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </div>
  );
}
