import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { ProfileSubpageNav } from '../components/profile-subpage-nav.tsx';
import type { ProfileRole } from '../utils/profile-role.ts';

/** /{role}/profile/settings: the Settings tab on its own page: a copy of one's data, and deleting the account. */
export function SettingsPage({ role }: { role: ProfileRole }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageTitle>{t`Settings`}</PageTitle>
      <ProfileSubpageNav role={role} title={t`Settings`} />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
