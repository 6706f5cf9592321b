import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import { paths } from '../../lib/paths.ts';
import { usePrivacyNotice } from '../../lib/queries/privacy-notice.ts';
import { GrievanceOfficer, PurposeFacts } from '../privacy/privacy-notice.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * The privacy notice on a sign-up form, purpose by purpose: a required purpose (the account) is
 * said to be required, with no box; each other has its own box, unticked until the person ticks it.
 * Each purpose opens to show why, the data it takes and how long it is kept.
 */
export function ConsentPurposes({ ticked, onChange }: { ticked: readonly ConsentPurpose[]; onChange: (ticked: ConsentPurpose[]) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const notice = usePrivacyNotice();
  const toggle = (purpose: ConsentPurpose, on: boolean) =>
    onChange(on ? [...ticked.filter((p) => p !== purpose), purpose] : ticked.filter((p) => p !== purpose));

  return (
    <fieldset aria-labelledby={headingId} className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="sr-only">{t`How we use your data`}</legend>
      <p id={headingId} className="text-lg font-bold text-ink">
        <Trans>How we use your data</Trans>
      </p>
      <p className="text-muted">
        <Trans>
          Tick what you agree to. You can change this at any time in Settings, and read everything on our{' '}
          <Link to={paths.privacy} target="_blank" className="font-semibold text-primary-800 underline underline-offset-4">
            privacy page
          </Link>
          .
        </Trans>
      </p>
      {notice.isPending ? (
        <div aria-busy className="space-y-2">
          <span className="sr-only">{t`Loading the privacy notice`}</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : notice.isError ? (
        <ErrorAlert>{t`The privacy notice could not be loaded. Please reload the page.`}</ErrorAlert>
      ) : (
        <>
          <ul className="space-y-3">
            {notice.data.purposes.map((purpose) => (
              <li key={purpose.id} className="rounded-md bg-stone-50 p-3">
                {purpose.required ? (
                  <p className="font-semibold text-ink">
                    {purpose.title}{' '}
                    <span className="text-muted">
                      (<Trans>required to have an account</Trans>)
                    </span>
                  </p>
                ) : (
                  <div className="flex min-h-11 items-center gap-3">
                    <input
                      id={`consent-${purpose.id}`}
                      type="checkbox"
                      checked={ticked.includes(purpose.id)}
                      onChange={(event) => toggle(purpose.id, event.target.checked)}
                      className="size-6 shrink-0 accent-primary-700"
                    />
                    <label htmlFor={`consent-${purpose.id}`} className="font-semibold text-ink">
                      {purpose.title}
                    </label>
                  </div>
                )}
                <details className="mt-1">
                  <summary className="min-h-11 cursor-pointer py-2 text-primary-800 underline underline-offset-4">
                    <Trans>Why, what we take and how long we keep it</Trans>
                    <span className="sr-only">: {purpose.title}</span>
                  </summary>
                  <PurposeFacts purpose={purpose} headingLevel={null} />
                </details>
              </li>
            ))}
          </ul>
          <GrievanceOfficer notice={notice.data} />
        </>
      )}
    </fieldset>
  );
}
