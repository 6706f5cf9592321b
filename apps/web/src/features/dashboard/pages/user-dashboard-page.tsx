import { useSession } from '../../../lib/auth-store.ts';
import { useMe } from '../api/get-me.ts';
import { WelcomeHeading } from '../components/welcome-heading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

/** /user/dashboard: greets the person; the summary cards and activity list come with the dashboard work. */
export function UserDashboardPage() {
  const session = useSession();
  const me = useMe();
  // Until the profile arrives (or if it cannot be read), the name stored at sign-in is used.
  const name = me.data?.user.name ?? session?.name;
  return (
    <div className="space-y-2">
      <PageTitle>Dashboard</PageTitle>
      <WelcomeHeading name={name} loading={me.isPending} />
      <p className="text-lg text-muted">Here you can borrow equipment, ask for help, donate and join meetings.</p>
    </div>
  );
}
