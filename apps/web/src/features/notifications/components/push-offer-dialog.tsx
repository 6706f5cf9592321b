import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import { getSession } from '../../../lib/session/auth-store.ts';
import { useDevicePush } from '../hooks/use-device-push.ts';
import { switchFailure, type SwitchFailure } from '../utils/device-push.ts';
import type { NotificationRole } from '../utils/notification-link.ts';
import { rememberOffered } from '../utils/push-offer-memory.ts';
import { SwitchProblem } from './switch-problem.tsx';

/**
 * The offer to show notices on this device, after something the person did (hooks/use-push-offer.ts).
 * "Turn on" asks the browser, then subscribes; a failure says why (SwitchProblem): the browser
 * refused, cannot, the connection, or Sahaya. "Not now", Escape or the close button put it aside
 * for this account in this browser for a while (push-offer-memory.ts); the settings page still can.
 */
export function PushOfferDialog({ role, onDone }: { role: NotificationRole; onDone: () => void }) {
  const { t } = useLingui();
  const device = useDevicePush();
  const [problem, setProblem] = useState<SwitchFailure | null>(null);

  const decline = () => {
    const userId = getSession()?.userId;
    if (userId) rememberOffered(userId);
    onDone();
  };

  const turnOn = async () => {
    setProblem(null);
    try {
      const state = await device.turn(true);
      if (state === 'on') {
        toast.success(t`Notices are on for this device.`);
        onDone();
      } else if (state === 'blocked') {
        setProblem('denied');
      } else if (state === 'unsupported') {
        setProblem('unsupported');
      } else {
        // The browser's question was closed without an answer: taken as "not now".
        decline();
      }
    } catch (error) {
      setProblem(switchFailure(error));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : decline())}>
      <DialogContent>
        <div className="space-y-4">
          <DialogTitle>
            <Trans>Get notices on this device?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Sahaya can show a notice on this phone or computer when something changes in your requests, even when
              this page is closed.
            </Trans>
          </DialogDescription>
          <p className="text-muted">
            <Trans>
              You can change this at any time in{' '}
              <Link to={paths.area(role).notificationSettings} onClick={onDone} className="font-semibold text-primary-800 underline underline-offset-4">
                your notification settings
              </Link>
              .
            </Trans>
          </p>
          <p role="alert" className="empty:hidden rounded-lg bg-red-50 p-3 font-semibold text-danger">
            {problem ? <SwitchProblem problem={problem} /> : null}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void turnOn()} pending={device.pending}>
              <Trans>Turn on notifications</Trans>
            </Button>
            <Button variant="secondary" onClick={decline}>
              <Trans>Not now</Trans>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
