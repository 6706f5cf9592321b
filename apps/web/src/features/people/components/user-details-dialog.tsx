import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '@sahaya/contract/constants';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Email } from '../../../components/ui/email.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useGetPerson } from '../api/get-person.ts';

interface UserDetailsDialogProps {
  /** Whose details to show; null while the dialog is closed. */
  user: { _id: string; name: string } | null;
  onClose: () => void;
}

const roleWords: Record<Role, MessageDescriptor> = {
  user: msg`User`,
  volunteer: msg`Volunteer`,
  admin: msg`Admin`,
};

/**
 * The User Details dialog of spec 3 "Request management": who asked, how to reach them and where
 * they live. It reads the person as the user details page does, so the two share what they have read.
 */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const query = useGetPerson('user', user?._id ?? '', user !== null);
  const name = user?.name ?? '';
  const ageText = (age: number | null) => (age === null ? t`N/A` : t({ message: plural(age, { one: '# year old', other: '# years old' }) }));

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle>
          <Trans>User Details</Trans>
        </DialogTitle>
        <DialogDescription>{user ? t`The person who made this request: ${name}.` : ''}</DialogDescription>
        {query.isPending ? (
          <div aria-busy className="mt-5 space-y-3">
            <span className="sr-only">
              <Trans>Loading details</Trans>
            </span>
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-5 w-64 max-w-full" />
          </div>
        ) : query.isError ? (
          <ErrorAlert className="mt-5">{readFailure(query.error).message}</ErrorAlert>
        ) : (
          <div className="mt-5 space-y-5">
            <div className="flex flex-wrap items-center gap-4">
              <Avatar src={query.data.person.profilePicture} name={query.data.person.name} className="size-20" />
              <div className="min-w-0 space-y-1.5">
                <p className="text-xl font-bold break-words text-ink">{query.data.person.name}</p>
                <div className="flex flex-wrap gap-2">
                  <Badge tone="primary">{i18n._(roleWords[query.data.person.role])}</Badge>
                  {query.data.person.isVerified ? (
                    <Badge tone="success">
                      <Trans>Verified</Trans>
                    </Badge>
                  ) : null}
                  <Badge tone={query.data.person.isActive ? 'success' : 'neutral'}>
                    {query.data.person.isActive ? t`Active` : t`Inactive`}
                  </Badge>
                  <Badge tone={query.data.person.isBlocked ? 'danger' : 'neutral'}>
                    {query.data.person.isBlocked ? t`Blocked` : t`Not Blocked`}
                  </Badge>
                </div>
              </div>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail term={t`Email`}>
                {query.data.person.email ? <Email address={query.data.person.email} /> : t`N/A`}
              </Detail>
              <Detail term={t`Phone`}>{query.data.person.phone || t`N/A`}</Detail>
              <Detail term={t`Age`}>{ageText(query.data.person.age)}</Detail>
              <Detail term={t`Joined`}>
                <time dateTime={query.data.person.createdAt}>{f.date(query.data.person.createdAt)}</time>
              </Detail>
            </dl>
            <div>
              <h3 className="font-bold text-ink">
                <Trans>Address</Trans>
              </h3>
              {query.data.address ? (
                <address className="mt-1 text-ink not-italic">
                  {[query.data.address.fname, query.data.address.lname].filter(Boolean).join(' ') || query.data.person.name}
                  <br />
                  {query.data.address.street}
                  <br />
                  {query.data.address.city}, {query.data.address.state}
                  <br />
                  {query.data.address.country} {query.data.address.pincode}
                </address>
              ) : (
                <p className="mt-1 text-muted">
                  <Trans>No address added</Trans>
                </p>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
