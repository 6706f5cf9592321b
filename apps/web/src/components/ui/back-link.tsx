import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** "← Back to …": the way up from a details page to the list it was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
    >
      <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
      <Trans>Back to {label}</Trans>
    </Link>
  );
}
