import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePrivacyNotice } from '../../../lib/queries/privacy-notice.ts';
import { useMyConsents, useSetConsent } from '../api/consents.ts';

/**
 * Settings: Consents. A switch per purpose of the privacy notice, withdrawn as easily as it was
 * given; the account's has none and says that deleting the account withdraws it. A refusal is said
 * under the switch it belongs to.
 */
export function ConsentsSection() {
  const { t } = useLingui();
  const f = useFormat();
  const notice = usePrivacyNotice();
  const consents = useMyConsents();
  const change = useSetConsent();
  const [failure, setFailure] = useState<{ purpose: ConsentPurpose; message: string } | null>(null);

  const turn = async (purpose: ConsentPurpose, given: boolean) => {
    setFailure(null);
    try {
      const reply = await change.mutateAsync({ purpose, given });
      toast.success(reply.message);
    } catch (error) {
      setFailure({ purpose, message: readFailure(error).message });
    }
  };

  const loading = notice.isPending || consents.isPending;
  return (
    <Card role="region" className="max-w-xl" aria-labelledby="consents-title">
      <CardTitle id="consents-title" className="flex items-center gap-2">
        <ShieldCheck className="size-6 text-primary-700" aria-hidden />
        <Trans>Consents</Trans>
      </CardTitle>
      <CardDescription className="mt-2">
        <Trans>
          What you allow Sahaya to use your data for. Switching one off stops that use at once. Read the details on
          our{' '}
          <Link to={paths.privacy} className="font-semibold text-primary-800 underline underline-offset-4">
            privacy page
          </Link>
          .
        </Trans>
      </CardDescription>
      {loading ? (
        <div aria-busy className="mt-4 space-y-3">
          <span className="sr-only">{t`Loading your consents`}</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : notice.isError || consents.isError ? (
        <ErrorAlert className="mt-4">{t`Your consents could not be loaded. Please reload the page.`}</ErrorAlert>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {notice.data.purposes.map((purpose) => {
            const state = consents.data.consents.find((c) => c.purpose === purpose.id);
            const whyId = `consent-why-${purpose.id}`;
            const errorId = `consent-error-${purpose.id}`;
            return (
              <li key={purpose.id} className="space-y-1 py-3">
                {purpose.required ? (
                  <>
                    <p className="font-semibold text-ink">{purpose.title}</p>
                    <p id={whyId} className="text-muted">
                      {purpose.why}
                    </p>
                    <p>
                      <Trans>Needed for your account. To withdraw it, delete your account below: your data is then removed.</Trans>
                    </p>
                  </>
                ) : (
                  <>
                    <Switch
                      id={`consent-${purpose.id}`}
                      label={purpose.title}
                      checked={state?.given ?? false}
                      busy={change.isPending && change.variables?.purpose === purpose.id}
                      describedBy={[whyId, errorId]}
                      onCheckedChange={(given) => void turn(purpose.id, given)}
                    />
                    <p id={whyId} className="text-muted">
                      {purpose.why}{' '}
                      {state?.at ? <Trans>Last changed {f.dateTime(state.at)}.</Trans> : <Trans>Not chosen yet.</Trans>}
                    </p>
                  </>
                )}
                <p id={errorId} role="status" className="font-semibold text-danger">
                  {failure?.purpose === purpose.id ? failure.message : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
