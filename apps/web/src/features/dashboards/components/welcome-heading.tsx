import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { firstName } from '../../../lib/names.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/** "Welcome, {first name}" — a placeholder bar while the name is not known yet. */
export function WelcomeHeading({ name, loading }: { name: string | undefined; loading?: boolean }) {
  if (loading && !name) {
    return (
      <div aria-busy className="h-10">
        <Skeleton className="h-9 w-64" />
      </div>
    );
  }
  return <Welcome first={firstName(name)} />;
}

function Welcome({ first }: { first: string }) {
  return <PageHeading>{first ? <Trans>Welcome, {first}</Trans> : <Trans>Welcome</Trans>}</PageHeading>;
}
