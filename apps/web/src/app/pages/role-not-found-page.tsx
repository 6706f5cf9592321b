import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { paths } from '../../lib/paths.ts';

/** Where each area's Go to Dashboard leads (the user version links to /user, spec 1 §2). */
const dashboards: Record<Role, string> = {
  user: paths.user.root,
  volunteer: paths.volunteer.root,
  admin: paths.admin.dashboard,
};

/** /{role}/404 and unknown paths inside a role area; rendered inside that role's shell. */
export function RoleNotFoundPage({ role }: { role: Role }) {
  return (
    <NotFoundMessage>
      <Button asChild size="lg">
        <Link to={dashboards[role]}>
          <Trans>Go to Dashboard</Trans>
        </Link>
      </Button>
    </NotFoundMessage>
  );
}
