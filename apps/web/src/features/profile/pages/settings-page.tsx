import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProfileSubpageNav } from '../components/profile-subpage-nav.tsx';
import { SettingsSections } from '../components/settings-sections.tsx';
import type { ProfileRole } from '../utils/profile-role.ts';

/** /{role}/profile/settings: the profile's Settings tab on its own page, with the same sections. */
export function SettingsPage({ role }: { role: ProfileRole }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageTitle>{t`Settings`}</PageTitle>
      <ProfileSubpageNav role={role} title={t`Settings`} />
      <SettingsSections role={role} />
    </div>
  );
}
