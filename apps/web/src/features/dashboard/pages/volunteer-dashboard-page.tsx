import { useSession } from '../../../lib/auth-store.ts';
import { WelcomeHeading } from '../components/welcome-heading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

/** /volunteer/dashboard: a greeting until the volunteer dashboard is built. */
export function VolunteerDashboardPage() {
  const session = useSession();
  return (
    <div className="space-y-2">
      <PageTitle>Volunteer dashboard</PageTitle>
      <WelcomeHeading name={session?.name} />
      <p className="text-lg text-muted">Thank you for volunteering. Nearby requests and your tasks are in the menu.</p>
    </div>
  );
}
