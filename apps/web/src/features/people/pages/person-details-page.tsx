import { useParams } from 'react-router';
import type { Address } from '@sahaya/contract/users';
import { PageTitle } from '../../../components/page-title.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { DetailsFrame } from '../../../components/ui/details-frame.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useGetPerson } from '../api/get-person.ts';
import { BlockButton } from '../components/block-button.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { CertificatesGallery } from '../components/certificates-gallery.tsx';
import { RecentActivityCard } from '../components/recent-activity-card.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDate } from '@sahaya/contract/format';
import type { PersonKind, PersonRecord } from '../../../lib/people-directory.ts';
import { kinds, type KindConfig } from '../utils/kinds.ts';
import { Email } from '../../../components/ui/email.tsx';

function AddressCard({ address }: { address: Address | null }) {
  return (
    <Card>
      <CardTitle>Address</CardTitle>
      {address ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Detail term="Name">{[address.fname, address.lname].filter(Boolean).join(' ') || 'N/A'}</Detail>
          <Detail term="Street">{address.street}</Detail>
          <Detail term="City">{address.city}</Detail>
          <Detail term="State">{address.state}</Detail>
          <Detail term="Country">{address.country}</Detail>
          <Detail term="Pincode">{address.pincode}</Detail>
        </dl>
      ) : (
        <p className="mt-3 text-muted">No address added</p>
      )}
    </Card>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-busy className="space-y-6">
      <span className="sr-only">Loading details</span>
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
  return (
    <>
      <PageTitle>{`${person.name} · ${title}`}</PageTitle>
      <Card className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
        <Avatar src={person.profilePicture} name={person.name} className="size-28" />
        <div className="flex-1 space-y-2">
          <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
            <h1 className="text-3xl font-extrabold text-ink">{person.name}</h1>
            <StatusBadge isBlocked={person.isBlocked} />
          </div>
          <p className="text-muted">
            Member since <time dateTime={person.createdAt}>{formatDate(person.createdAt)}</time>
          </p>
        </div>
        <BlockButton config={config} id={person._id} name={person.name} isBlocked={person.isBlocked} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle>Profile</CardTitle>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Detail term="Full Name">{person.name}</Detail>
            <Detail term="Email Address">
              <Email address={person.email} />
            </Detail>
            <Detail term="Phone Number">{person.phone || 'N/A'}</Detail>
            <Detail term="Age">{person.age ?? 'N/A'}</Detail>
            <Detail term="Gender">{person.gender ?? 'N/A'}</Detail>
            {'tasks' in person && typeof person.tasks === 'number' ? (
              <Detail term="Tasks in hand">{person.tasks}</Detail>
            ) : null}
          </dl>
        </Card>
        <AddressCard address={address} />
        <RecentActivityCard items={person.recentActivity} className="lg:col-span-2" />
        <CertificatesGallery certificates={person.certificates} ownerName={person.name} className="lg:col-span-2" />
      </div>
    </>
  );
}

/** /admin/userDetails/{id} and /admin/volunteerDetails/{id} (spec 3 §2). */
export function PersonDetailsPage({ kind }: { kind: PersonKind }) {
  const config = kinds[kind];
  const { id = '' } = useParams();
  const query = useGetPerson(kind, id);
  const title = kind === 'user' ? 'User Details' : 'Volunteer Details';
  const breadcrumb = (current: string) => <Breadcrumb parent={{ to: config.listPath, label: config.sectionTitle }} current={current} />;

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
            {readFailure(error, config.fetchFailed).message}
          </p>
        </>
      )}
    >
      {(record) => <PersonDetails config={config} title={title} record={record} />}
    </DetailsFrame>
  );
}
