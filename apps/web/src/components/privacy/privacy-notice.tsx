import { Trans, useLingui } from '@lingui/react/macro';
import type { NoticePurpose, PrivacyNoticeReply } from '@sahaya/contract/consents/schemas';
import { usePrivacyNotice } from '../../lib/queries/privacy-notice.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { LoadingPlaceholder } from '../ui/list-states.tsx';

/** One purpose of the notice, itemised: why, the data it takes, how long it is kept. */
export function PurposeFacts({ purpose, headingLevel = 3 }: { purpose: NoticePurpose; headingLevel?: 3 | 4 | null }) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className="space-y-2">
      {Heading ? (
        <Heading className="text-xl font-bold text-ink">
          {purpose.title}
          {purpose.required ? (
            <span className="ms-2 text-base font-semibold text-muted">
              (<Trans>required</Trans>)
            </span>
          ) : null}
        </Heading>
      ) : null}
      <p>{purpose.why}</p>
      <p className="font-semibold">
        <Trans>What we take:</Trans>
      </p>
      <ul className="list-disc space-y-1 ps-6">
        {purpose.data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <span className="font-semibold">
          <Trans>How long we keep it:</Trans>
        </span>{' '}
        {purpose.keptFor}
      </p>
    </div>
  );
}

/** Who answers complaints about personal data, and where to go after them. */
export function GrievanceOfficer({ notice }: { notice: PrivacyNoticeReply }) {
  const { grievanceOfficer: officer } = notice;
  return (
    <div className="space-y-2">
      <p>
        <Trans>
          Our grievance officer answers questions and complaints about your personal data: {officer.name}, e-mail{' '}
          <a href={`mailto:${officer.email}`} className="font-semibold text-primary-800 underline underline-offset-4">
            {officer.email}
          </a>
        </Trans>
        {officer.phone ? (
          <>
            {', '}
            <Trans>
              phone{' '}
              <a href={`tel:${officer.phone.replace(/[^0-9+]/g, '')}`} className="font-semibold text-primary-800 underline underline-offset-4">
                {officer.phone}
              </a>
            </Trans>
          </>
        ) : null}
        .
      </p>
      <p>{notice.complainTo}</p>
    </div>
  );
}

/**
 * The privacy notice as the server words it in the reader's language (DPDP Rules 2025, Rule 3):
 * each purpose itemised, how to withdraw, the grievance officer and the Board.
 */
export function PrivacyNotice() {
  const { t } = useLingui();
  const notice = usePrivacyNotice();
  if (notice.isPending) {
    return (
      <LoadingPlaceholder label={t`Loading the privacy notice`} className="space-y-3">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-20 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (notice.isError) return <ErrorAlert>{t`The privacy notice could not be loaded. Please reload the page.`}</ErrorAlert>;
  const { data } = notice;
  return (
    <div className="space-y-8">
      <section aria-labelledby="notice-purposes" className="space-y-6">
        <h2 id="notice-purposes">
          <Trans>What we use your data for</Trans>
        </h2>
        <p className="text-muted">
          <Trans>Privacy notice, version {data.version}. You agree to each purpose on its own.</Trans>
        </p>
        {data.purposes.map((purpose) => (
          <PurposeFacts key={purpose.id} purpose={purpose} />
        ))}
      </section>
      <section aria-labelledby="notice-withdraw" className="space-y-3">
        <h2 id="notice-withdraw">
          <Trans>Withdrawing your consent</Trans>
        </h2>
        <p>{data.withdrawHow}</p>
      </section>
      <section aria-labelledby="notice-officer" className="space-y-3">
        <h2 id="notice-officer">
          <Trans>Questions and complaints</Trans>
        </h2>
        <GrievanceOfficer notice={data} />
      </section>
    </div>
  );
}
