import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import type { ProfileRole } from '../utils/profile-role.ts';
import { ProfileSubpageNav } from '../components/profile-subpage-nav.tsx';

/** /{role}/profile/changePassword: the Change Password tab on its own page. */
export function ChangePasswordPage({ role }: { role: ProfileRole }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageTitle>{t`Change Password`}</PageTitle>
      <ProfileSubpageNav role={role} title={t`Change Password`} />
      <ChangePasswordForm role={role} />
    </div>
  );
}
