import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Profile } from '../api/get-profile.ts';
import type { ProfileRole } from '../utils/profile-role.ts';
import { ProfilePictureButton } from './profile-picture-button.tsx';
import { EmailOrPhone } from '../../../components/ui/email.tsx';
import { PageHeading } from '../../../components/ui/page-header.tsx';

const roleNames: Record<ProfileRole, MessageDescriptor> = { user: msg`User`, volunteer: msg`Volunteer`, admin: msg`Admin` };

/** The picture (a button that replaces it), the name and the email at the top of every profile page. */
export function ProfileHeader({ role, profile }: { role: ProfileRole; profile: Profile | undefined }) {
  const { i18n } = useLingui();
  if (!profile) {
    return (
      <Card aria-busy className="flex flex-col items-center gap-4 sm:flex-row">
        <Skeleton className="size-28 rounded-full sm:size-32" />
        <div className="space-y-2">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-5 w-40" />
        </div>
      </Card>
    );
  }
  const { user } = profile;
  const roleName = i18n._(roleNames[role]);
  return (
    <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-start">
      <ProfilePictureButton role={role} name={user.name} src={user.profilePicture} />
      <div className="min-w-0 space-y-1 sm:pt-4">
        <PageHeading className="break-words">{user.name}</PageHeading>
        <p className="text-muted">
          <EmailOrPhone email={user.email} phone={user.phone} />
        </p>
        <Badge tone="primary">{roleName}</Badge>
      </div>
    </Card>
  );
}
