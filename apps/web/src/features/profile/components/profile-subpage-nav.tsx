import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileRole } from '../utils/profile-role.ts';
import { paths } from '../../../lib/paths.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/** The heading of a standalone profile page, with the way back to the profile. */
export function ProfileSubpageNav({ role, title }: { role: ProfileRole; title: string }) {
  return (
    <div className="space-y-2">
      <Link
        to={paths.area(role).profileInfo}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        <Trans>Back to my profile</Trans>
      </Link>
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
