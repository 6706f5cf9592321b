import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { Address } from '@sahaya/contract/users';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { savedPlaces } from '../../../lib/saved-places.ts';
import { useAvailability } from '../api/get-availability.ts';
import { startingPlaces } from '../utils/duty-form.ts';
import { DutyForm } from './duty-form.tsx';

/**
 * The volunteer's duty on their dashboard (beyond the spec): while on duty, requests for help near
 * the saved address they start from are sent to them in waves, nearest volunteers first, each as a
 * notice that opens the request to accept or decline. The route hands in the volunteer's saved
 * addresses (the address book's query); the form waits for them and for the settings saved.
 */
export function DutyPanel({ addresses }: { addresses: readonly Address[] | undefined }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const availability = useAvailability();
  const places = useMemo(() => (addresses ? startingPlaces(savedPlaces(i18n, addresses)) : undefined), [i18n, addresses]);

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-5 p-5 sm:p-6">
        <div className="space-y-1">
          <CardTitle id={headingId}>
            <Trans>Your duty</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              While you are on duty, requests for help near you are sent to you as notices. Open a notice to accept or decline
              the request.
            </Trans>
          </CardDescription>
        </div>
        {availability.isError ? (
          <ErrorAlert>{readFailure(availability.error, t`Your duty settings could not be loaded. Please try again later.`).message}</ErrorAlert>
        ) : availability.data && places ? (
          <DutyForm saved={availability.data} places={places} labelledBy={headingId} />
        ) : (
          <LoadingPlaceholder label={t`Loading your duty settings`} className="space-y-4">
            <Skeleton className="h-24 w-full rounded-xl" />
            <div className="grid gap-5 sm:grid-cols-2">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
            <Skeleton className="h-28 w-full" />
          </LoadingPlaceholder>
        )}
      </Card>
    </section>
  );
}
