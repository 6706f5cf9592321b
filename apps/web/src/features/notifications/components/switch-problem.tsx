import { Trans } from '@lingui/react/macro';
import type { SwitchFailure } from '../utils/device-push.ts';

/**
 * Why notices on this device could not be switched, said so the person knows what to do: allow
 * them in the browser's settings, use another browser, check the connection, or try later.
 */
export function SwitchProblem({ problem }: { problem: SwitchFailure }) {
  switch (problem) {
    case 'denied':
      return (
        <Trans>
          This browser does not allow notices from Sahaya. To allow them, open this site&apos;s settings in the browser
          (the icon beside the web address), set Notifications to Allow, then try again.
        </Trans>
      );
    case 'unsupported':
      return (
        <Trans>
          This browser cannot show notices from Sahaya here. Try another browser, or a window that is not private; e-mails
          still reach you as you choose.
        </Trans>
      );
    case 'offline':
      return (
        <Trans>There is no connection to Sahaya or to the browser&apos;s notice service. Please check your connection and try again.</Trans>
      );
    case 'server':
      return <Trans>Sahaya could not save this change just now. Please try again in a few minutes.</Trans>;
  }
}
