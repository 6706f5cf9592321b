import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDevicePush } from '../hooks/use-device-push.ts';
import { rememberOfferDeclined } from '../utils/device-push.ts';
import type { NotificationRole } from '../utils/notification-link.ts';

/**
 * The offer to show notices on this device, after something the person did (hooks/use-push-offer.ts).
 * "Turn on" asks the browser, then subscribes; "Not now", Escape or the close button remember the
 * answer on this device, so it is not asked again here (the settings page still can).
 */
export function PushOfferDialog({ role, onDone }: { role: NotificationRole; onDone: () => void }) {
  const { t } = useLingui();
  const device = useDevicePush();
  const [problem, setProblem] = useState<'blocked' | 'failed' | null>(null);

  const decline = () => {
    rememberOfferDeclined();
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
        setProblem('blocked');
        rememberOfferDeclined();
      } else {
        // The browser's question was closed without an answer: taken as "not now".
        decline();
      }
    } catch {
      setProblem('failed');
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
            {problem === 'blocked' ? (
              <Trans>This browser blocks notices from Sahaya. You can allow them in the browser&apos;s settings.</Trans>
            ) : problem === 'failed' ? (
              <Trans>Notices could not be turned on. Please check your connection and try again.</Trans>
            ) : null}
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
