import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDevicePush } from '../hooks/use-device-push.ts';
import { switchFailure } from '../utils/device-push.ts';
import { SwitchProblem } from './switch-problem.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

/**
 * "Notices on this device": the switch that asks the browser and subscribes this device, or
 * unsubscribes it; where the browser cannot, or was told not to, the words say what to do instead.
 */
export function DevicePushSection() {
  const { t } = useLingui();
  const device = useDevicePush();
  return (
    <section aria-labelledby="device-heading">
      <Card className="space-y-3 p-5">
        <h2 id="device-heading" className="flex items-center gap-2 text-2xl font-bold text-ink">
          <BellRing className="size-6 text-primary-700" aria-hidden />
          <Trans>This device</Trans>
        </h2>
        <p id="device-description" className="text-muted">
          <Trans>
            Sahaya can show a notice on this phone or computer, even when this page is closed. When you log out, this
            device stops getting your notices.
          </Trans>
        </p>
        {device.state === undefined ? (
          <Skeleton className="h-11 w-64" />
        ) : device.state === 'unsupported' ? (
          <p className="font-semibold">
            <Trans>This browser cannot show notices from Sahaya. You still get e-mails as you choose below.</Trans>
          </p>
        ) : device.state === 'blocked' ? (
          <p className="font-semibold">
            <Trans>
              Notices from Sahaya are blocked in this browser. To get them, allow notifications for this site in the
              browser&apos;s settings, then come back to this page.
            </Trans>
          </p>
        ) : (
          <Switch
            id="device-push"
            label={t`Notices on this device`}
            describedBy={['device-description', 'device-push-error']}
            checked={device.state === 'on'}
            busy={device.pending}
            onCheckedChange={(on) => void device.turn(on).catch(() => {})}
          />
        )}
        <p id="device-push-error" role="status" className="min-h-6">
          {device.error ? (
            <span className="font-semibold text-danger">
              <SwitchProblem problem={switchFailure(device.error)} />
            </span>
          ) : null}
        </p>
      </Card>
    </section>
  );
}
