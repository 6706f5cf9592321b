import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { callMessages } from '@sahaya/contract/calls/messages';
import { shownPhone, telHref } from '@sahaya/contract/format';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Email } from '../../../components/ui/email.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import type { CallThroughSahaya } from '../hooks/use-calls.ts';
import { CallButton } from './call-button.tsx';

const linkClassName = 'font-semibold break-words text-primary-800 underline underline-offset-4 hover:text-primary-900';

/**
 * A person on the request (the requester or the volunteer): picture, name, phone and e-mail. A
 * volunteer reads the requester's first name only once the request is no longer theirs. With
 * `call`, the reader is the other party and calls go through Sahaya: a Call button stands where
 * the number would, which the server no longer sends them.
 */
export function ContactCard({
  title,
  person,
  empty,
  call,
}: {
  title: string;
  person: RequestDetails['user'] | null;
  empty?: string;
  call?: CallThroughSahaya;
}) {
  const { t } = useLingui();
  const { ct } = useContractText();
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
                {call ? (
                  call.open ? (
                    <CallButton requestId={call.requestId} name={person.name} />
                  ) : (
                    <span className="text-muted">{ct(callMessages.notOpen)}</span>
                  )
                ) : person.phone ? (
                  <a href={telHref(person.phone)} className={linkClassName}>
                    <span className="whitespace-nowrap">{shownPhone(person.phone)}</span>
                  </a>
                ) : (
                  <span className="text-muted">
                    <Trans>No phone number given</Trans>
                  </span>
                )}
              </IconFact>
              {person.email ? (
                <IconFact icon={Mail} term={t`Email`} className="min-w-0">
                  <a href={`mailto:${person.email}`} className={linkClassName}>
                    <Email address={person.email} />
                  </a>
                </IconFact>
              ) : null}
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
