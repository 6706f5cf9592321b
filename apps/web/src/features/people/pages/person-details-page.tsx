import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { Address } from '@sahaya/contract/users';
import { PageTitle } from '../../../components/page-title.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { DetailsFrame } from '../../../components/ui/details-frame.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useGetPerson } from '../api/get-person.ts';
import { BlockButton } from '../components/block-button.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { CertificatesGallery } from '../components/certificates-gallery.tsx';
import { PersonNomineeCard } from '../components/person-nominee-card.tsx';
import { RecentActivityCard } from '../components/recent-activity-card.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import type { PersonKind, PersonRecord } from '../../../lib/queries/people-directory.ts';
import { kinds, type KindConfig } from '../utils/kinds.ts';
import { Email } from '../../../components/ui/email.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/** The genders as the profile names them (the contract's values are English words). */
const genderWords: Record<string, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg`Other`,
};

function AddressCard({ address }: { address: Address | null }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardTitle>
        <Trans>Address</Trans>
      </CardTitle>
      {address ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term={t`Name`}>{[address.fname, address.lname].filter(Boolean).join(' ') || t`N/A`}</Detail>
          <Detail term={t`Street`}>{address.street}</Detail>
          <Detail term={t`City`}>{address.city}</Detail>
          <Detail term={t`State`}>{address.state}</Detail>
          <Detail term={t`Country`}>{address.country}</Detail>
          <Detail term={t`Pincode`}>{address.pincode}</Detail>
        </dl>
      ) : (
        <p className="mt-3 text-muted">
          <Trans>No address added</Trans>
        </p>
      )}
    </Card>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-busy className="space-y-6">
      <span className="sr-only">
        <Trans>Loading details</Trans>
      </span>
      <Card className="flex flex-col items-center gap-4 sm:flex-row">
        <Skeleton className="size-28 rounded-full" />
        <div className="w-full space-y-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-11 w-28" />
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Card key={key} className="space-y-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
          </Card>
        ))}
      </div>
    </div>
  );
}

function PersonDetails({ config, title, record: { person, address } }: { config: KindConfig; title: string; record: PersonRecord }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const name = person.name;
  const since = f.date(person.createdAt);
  const gender = person.gender ? genderWords[person.gender] : undefined;
  return (
    <>
      <PageTitle>{t`${name} · ${title}`}</PageTitle>
      <Card className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-start">
        <Avatar src={person.profilePicture} name={person.name} className="size-28" />
        <div className="flex-1 space-y-2">
          <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
            <PageHeading>{person.name}</PageHeading>
            <StatusBadge isBlocked={person.isBlocked} />
          </div>
          <p className="text-muted">
            {person.registeredBy ? (
              <Trans>
                Registered by {person.registeredBy.name} on <time dateTime={person.createdAt}>{since}</time>
              </Trans>
            ) : (
              <Trans>
                Member since <time dateTime={person.createdAt}>{since}</time>
              </Trans>
            )}
          </p>
        </div>
        <BlockButton config={config} id={person._id} name={person.name} isBlocked={person.isBlocked} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle>
            <Trans>Profile</Trans>
          </CardTitle>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Detail term={t`Full Name`}>{person.name}</Detail>
            <Detail term={t`Email Address`}>
              {person.email ? <Email address={person.email} /> : t`N/A`}
            </Detail>
            <Detail term={t`Phone Number`}>{person.phone || t`N/A`}</Detail>
            <Detail term={t`Age`}>{person.age ?? t`N/A`}</Detail>
            <Detail term={t`Gender`}>{gender ? i18n._(gender) : (person.gender ?? t`N/A`)}</Detail>
            {'tasks' in person && typeof person.tasks === 'number' ? (
              <Detail term={t`Tasks in hand`}>{person.tasks}</Detail>
            ) : null}
            {person.guardian ? (
              <Detail term={person.guardian.reason === 'minor' ? t`Parent or guardian (under 18)` : t`Lawful guardian`}>
                {person.guardian.name} ({person.guardian.relation}), {person.guardian.phone ?? person.guardian.email}
                <br />
                {person.guardian.confirmedAt ? (
                  <Trans>
                    Agreed on <time dateTime={person.guardian.confirmedAt}>{f.date(person.guardian.confirmedAt)}</time>
                  </Trans>
                ) : (
                  <Trans>Has not confirmed yet: the person cannot sign in.</Trans>
                )}
              </Detail>
            ) : null}
          </dl>
        </Card>
        <AddressCard address={address} />
        <PersonNomineeCard personId={person._id} personName={person.name} className="lg:col-span-2" />
        <RecentActivityCard items={person.recentActivity} className="lg:col-span-2" />
        <CertificatesGallery certificates={person.certificates} ownerName={person.name} className="lg:col-span-2" />
      </div>
    </>
  );
}

/** /admin/userDetails/{id} and /admin/volunteerDetails/{id} (spec 3 §2). */
export function PersonDetailsPage({ kind }: { kind: PersonKind }) {
  const config = kinds[kind];
  const { i18n } = useLingui();
  const { ct } = useContractText();
  const { id = '' } = useParams();
  const query = useGetPerson(kind, id);
  const title = i18n._(config.detailsTitle);
  const breadcrumb = (current: string) => <Breadcrumb parent={{ to: config.listPath, label: i18n._(config.sectionTitle) }} current={current} />;

  return (
    <DetailsFrame
      query={query}
      className="mx-auto max-w-5xl space-y-6"
      top={(record) => breadcrumb(record?.person.name ?? title)}
      loading={{ title, skeleton: <DetailsSkeleton /> }}
      failed={(error) => (
        <>
          <PageTitle>{title}</PageTitle>
          {breadcrumb(title)}
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-lg font-medium text-danger">
            {readFailure(error, ct(config.fetchFailed)).message}
          </p>
        </>
      )}
    >
      {(record) => <PersonDetails config={config} title={title} record={record} />}
    </DetailsFrame>
  );
}
