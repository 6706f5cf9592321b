import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Email } from '../../../components/ui/email.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';

const linkClassName = 'font-semibold break-words text-primary-800 underline underline-offset-4 hover:text-primary-900';

/**
 * A person on the request (the requester or the volunteer): picture, name, phone and e-mail. A
 * volunteer reads the requester's first name only once the request is no longer theirs.
 */
export function ContactCard({ title, person, empty }: { title: string; person: RequestDetails['user'] | null; empty?: string }) {
  const { t } = useLingui();
  return (
    <Card className="space-y-4">
      <CardTitle>{title}</CardTitle>
      {person ? (
        <>
          <div className="flex items-center gap-3">
            <Avatar src={person.profilePicture} name={person.name} className="size-14 shrink-0" />
            <p className="min-w-0 text-lg font-semibold break-words text-ink">{person.name}</p>
          </div>
          {'email' in person ? (
            <dl className="space-y-3">
              <IconFact icon={Phone} term={t`Phone`}>
                {person.phone ? (
                  <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} className={linkClassName}>
                    {person.phone}
                  </a>
                ) : (
                  <span className="text-muted">
                    <Trans>No phone number given</Trans>
                  </span>
                )}
              </IconFact>
              <IconFact icon={Mail} term={t`Email`} className="min-w-0">
                <a href={`mailto:${person.email}`} className={linkClassName}>
                  <Email address={person.email} />
                </a>
              </IconFact>
            </dl>
          ) : (
            <p className="text-muted">
              {/* Said in place of a requester's phone and e-mail to a volunteer whose request it no longer is. */}
              <Trans>Contact details are shown only while the request is yours.</Trans>
            </p>
          )}
        </>
      ) : (
        <p className="text-muted">{empty}</p>
      )}
    </Card>
  );
}
