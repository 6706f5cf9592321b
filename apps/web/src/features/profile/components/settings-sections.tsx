import { Trans } from '@lingui/react/macro';
import { BellRing, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import type { ProfileRole } from '../utils/profile-role.ts';
import { ConsentsSection } from './consents-section.tsx';
import { AccessLogSection } from './access-log-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { NomineeSection } from './nominee-section.tsx';

const linkClass = cn('inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 underline underline-offset-4');

/**
 * What Settings holds, the same on the profile's Settings tab and on /profile/settings (spec 1 §2):
 * who is told, how, a copy of one's data (where the privacy page sends people) and deleting the account.
 */
export function SettingsSections({ role }: { role: ProfileRole }) {
  return (
    <div className="space-y-6">
      <div>
        <p className="mb-4">
          <Link to={paths.area(role).family} className={linkClass}>
            <UsersRound className="size-5" aria-hidden />
            <Trans>Family contacts: who is told about your requests</Trans>
          </Link>
        </p>
        <p>
          <Link to={paths.area(role).notificationSettings} className={linkClass}>
            <BellRing className="size-5" aria-hidden />
            <Trans>Notifications: how we tell you, by e-mail and on this device</Trans>
          </Link>
        </p>
      </div>
      <ConsentsSection />
      <DataExportSection />
      <NomineeSection />
      <AccessLogSection />
      <DeleteAccountSection role={role} />
    </div>
  );
}
