import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import type { Role } from '@sahaya/contract/constants';
import { FAMILY_CONTACT_LIMIT } from '@sahaya/contract/family/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFamilyContacts } from '../api/get-family-contacts.ts';
import { AddFamilyContactForm } from '../components/add-family-contact-form.tsx';
import { FamilyContactList } from '../components/family-contact-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

/**
 * /{role}/profile/family: the person's family contacts (one or two), what they are told and never
 * told, whether each confirmed, the way to remove one, and the form to add one while fewer than two.
 */
export function FamilyContactsPage({ role }: { role: Extract<Role, 'user' | 'volunteer'> }) {
  const { t } = useLingui();
  const contacts = useFamilyContacts();
  const listId = useId();
  const addId = useId();
  const list = contacts.data?.contacts ?? [];

  return (
    <div className="space-y-6">
      <PageTitle>{t`Family contacts`}</PageTitle>
      <PageHeader
        back={<BackLink to={paths.area(role).profileInfo} label={t`my profile`} />}
        title={t`Family contacts`}
        description={
          <Trans>Add one or two people you trust. We mail them when something happens with your requests, so they know without asking you.</Trans>
        }
      />

      <Card className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <h2 className="text-xl font-bold">
              <Trans>What they are told</Trans>
            </h2>
            <ul className="mt-2 space-y-1">
              {[
                t`Your request for equipment is approved, or the equipment is returned`,
                t`A volunteer is assigned to help you (only the volunteer’s first name)`,
                t`Your request for help is completed`,
                t`A meeting is scheduled for you`,
              ].map((line) => (
                <li key={line} className="flex gap-2">
                  <Check className="mt-1 size-5 shrink-0 text-green-700" aria-hidden />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-xl font-bold">
              <Trans>What they are never told</Trans>
            </h2>
            <ul className="mt-2 space-y-1">
              {[t`Your chats with volunteers`, t`Your donations`, t`Anything at all before they confirm by the link we mail them`].map((line) => (
                <li key={line} className="flex gap-2">
                  <X className="mt-1 size-5 shrink-0 text-red-700" aria-hidden />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Card>

      <Card role="region" aria-labelledby={listId}>
        <CardTitle id={listId}>
          <Trans>My family contacts</Trans>
        </CardTitle>
        <div className="mt-4">
          {contacts.isPending ? (
            <LoadingPlaceholder className="space-y-2">
              <Skeleton className="h-24 w-full" />
            </LoadingPlaceholder>
          ) : contacts.isError ? (
            <ErrorAlert>
              <Trans>Your family contacts could not be loaded. Please try again later.</Trans>
            </ErrorAlert>
          ) : (
            <FamilyContactList contacts={list} />
          )}
        </div>
      </Card>

      {contacts.data ? (
        <Card role="region" aria-labelledby={addId}>
          <CardTitle id={addId}>
            <Trans>Add a family contact</Trans>
          </CardTitle>
          {list.length >= FAMILY_CONTACT_LIMIT ? (
            <p className="mt-2 text-muted">
              <Trans>You have two family contacts, the most you can have. Remove one to add another.</Trans>
            </p>
          ) : (
            <>
              <p className="mt-1 text-muted">
                <Trans>We mail them a link to confirm. Until they confirm, they get nothing else from us.</Trans>
              </p>
              <div className="mt-4">
                <AddFamilyContactForm />
              </div>
            </>
          )}
        </Card>
      ) : null}
    </div>
  );
}
