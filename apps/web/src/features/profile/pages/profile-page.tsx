import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileBadge, KeyRound, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useProfile } from '../api/get-profile.ts';
import { CertificatesTab } from '../components/certificates-tab.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileInfoTab } from '../components/profile-info-tab.tsx';
import { SettingsSections } from '../components/settings-sections.tsx';
import type { ProfileRole } from '../utils/profile-role.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

const tabsFor = {
  user: [
    { value: 'info', label: msg`Profile Info`, Icon: UserRound },
    { value: 'uploads', label: msg`My Uploads`, Icon: FileBadge },
    { value: 'password', label: msg`Change Password`, Icon: KeyRound },
    { value: 'settings', label: msg`Settings`, Icon: Settings },
  ],
  volunteer: [
    { value: 'info', label: msg`Profile Info`, Icon: UserRound },
    { value: 'password', label: msg`Change Password`, Icon: KeyRound },
    { value: 'settings', label: msg`Settings`, Icon: Settings },
  ],
  // The server refuses to delete an admin account, so an admin has no Settings tab.
  admin: [
    { value: 'info', label: msg`Profile Info`, Icon: UserRound },
    { value: 'password', label: msg`Change Password`, Icon: KeyRound },
  ],
} as const;

interface ProfilePageProps {
  role: ProfileRole;
  /** Extra content of the info tab (the address book), composed by the router. */
  infoExtra?: ReactNode;
}

/** /{role}/profile/info?tab=…: the profile with its tabs, the tab kept in the address (spec 1 §2). */
export function ProfilePage({ role, infoExtra }: ProfilePageProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const profile = useProfile(role, session?.userId ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = tabsFor[role];
  const requested = searchParams.get('tab');
  const tab = tabs.some((item) => item.value === requested) ? (requested as string) : 'info';
  const offers = (value: string) => tabs.some((item) => item.value === value);

  const onTabChange = (next: string) => {
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="space-y-6">
      <PageTitle>{t`My Profile`}</PageTitle>
      {profile.isError ? (
        <ErrorAlert>
          <Trans>Your profile could not be loaded. Please try again later.</Trans>
        </ErrorAlert>
      ) : (
        <ProfileHeader role={role} profile={profile.data} />
      )}
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t`Profile sections`}>
          {tabs.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {i18n._(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info">
          {profile.data ? (
            <ProfileInfoTab role={role} profile={profile.data}>
              {infoExtra}
            </ProfileInfoTab>
          ) : (
            <LoadingPlaceholder className="space-y-3">
              <Skeleton className="h-48 w-full" />
              <Skeleton className="h-40 w-full" />
            </LoadingPlaceholder>
          )}
        </TabsContent>
        {offers('uploads') ? (
          <TabsContent value="uploads">
            {profile.data ? <CertificatesTab certificates={profile.data.user.certificates} /> : <Skeleton className="h-56 w-full" />}
          </TabsContent>
        ) : null}
        <TabsContent value="password">
          <ChangePasswordForm role={role} />
        </TabsContent>
        {offers('settings') ? (
          <TabsContent value="settings">
            <SettingsSections role={role} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
