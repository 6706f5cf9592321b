import { Trans } from '@lingui/react/macro';
import { AlertTriangle, CalendarX, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';

interface RoomFailureProps {
  title: string;
  message: string | null;
  /** Offered when trying again may help. */
  onRetry?: (() => void) | undefined;
  backTo: string;
  /** The meeting is over (ended, cancelled or deleted by its host) rather than the room having failed. */
  over?: boolean;
}

/** Why the room is not open, with Try Again where it may help and the way back to the meetings. */
export function RoomFailure({ title, message, onRetry, backTo, over = false }: RoomFailureProps) {
  const Icon = over ? CalendarX : AlertTriangle;
  return (
    <div role="alert" className="mx-auto max-w-lg space-y-4 rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <Icon className={over ? 'mx-auto size-10 text-muted' : 'mx-auto size-10 text-danger'} aria-hidden />
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {message ? <p className="leading-relaxed text-muted">{message}</p> : null}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {onRetry ? (
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden />
            <Trans>Try Again</Trans>
          </Button>
        ) : null}
        <Link to={backTo} className={buttonVariants({ variant: 'secondary' })}>
          <Trans>Back to My Meetings</Trans>
        </Link>
      </div>
    </div>
  );
}
