import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { firstName } from '../../../lib/names.ts';

/** "Welcome, {first name}" — a placeholder bar while the name is not known yet. */
export function WelcomeHeading({ name, loading }: { name: string | undefined; loading?: boolean }) {
  if (loading && !name) {
    return (
      <div aria-busy className="h-10">
        <Skeleton className="h-9 w-64" />
      </div>
    );
  }
  const first = firstName(name);
  return <h1 className="text-3xl font-extrabold text-ink">{first ? `Welcome, ${first}` : 'Welcome'}</h1>;
}
