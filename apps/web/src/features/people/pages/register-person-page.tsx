import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatPhone } from '@sahaya/contract/format';
import { authMessages } from '@sahaya/contract/messages';
import type { PublicUser } from '@sahaya/contract/users';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useCreatePerson } from '../api/create-person.ts';
import { PersonForm } from '../components/person-form.tsx';
import { refusalHasShownField, signInNumberOf } from '../utils/person-form-mode.ts';

/** What the volunteer reads once the person is registered, and the way on to the next one. */
function Registered({ person, onAnother }: { person: PublicUser; onAnother: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  // The form and its button are gone: the keyboard and a screen reader carry on from the answer,
  // and the next Tab reaches Register another. Once, so a later render does not pull focus back.
  useEffect(() => {
    message.current?.focus();
  }, []);
  const name = person.name;
  const signInNumber = signInNumberOf(person);
  const phone = person.phone ? formatPhone(person.phone) : null;
  return (
    <div className="space-y-5">
      <div ref={message} tabIndex={-1} role="status" className="space-y-2 rounded-lg bg-primary-50 p-4 text-lg text-primary-900">
        <p className="font-semibold break-words">
          <Trans>{name} is registered with Sahaya.</Trans>
        </p>
        {signInNumber ? (
          <p>
            <Trans>
              They will get an SMS at <span className="whitespace-nowrap">{signInNumber}</span>. They sign in with this number and a code we
              send to it.
            </Trans>
          </p>
        ) : phone ? (
          <p>
            <Trans>
              They will get an SMS at <span className="whitespace-nowrap">{phone}</span>. They sign in with their e-mail address: the first
              time, they choose a password with “Forgot password?”.
            </Trans>
          </p>
        ) : null}
      </div>
      <Button size="lg" className="w-full sm:w-auto" onClick={onAnother}>
        <Trans>Register another</Trans>
      </Button>
    </div>
  );
}

/**
 * /volunteer/registerPerson: a volunteer registers someone at the door, who has no account and may
 * have no e-mail address. The volunteer gives no password (the person signs in with their number
 * and a code by SMS) and registers users only; the server holds both rules and keeps who did it.
 */
export function RegisterPersonPage() {
  const { t } = useLingui();
  const { ct } = useContractText();
  const create = useCreatePerson('user');
  const [registered, setRegistered] = useState<PublicUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each new form starts empty; one opened by Register another takes the cursor at once.
  const [round, setRound] = useState(0);
  const heading = t`Register someone`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{heading}</PageTitle>
      <PageHeader
        title={heading}
        description={t`Register a person who has no account, with their mobile number. They get an SMS and sign in with a code sent to their phone.`}
      />
      <Card>
        {registered ? (
          <Registered
            person={registered}
            onAnother={() => {
              setRegistered(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <PersonForm
            key={round}
            mode="atTheDoor"
            submitLabel={t`Register`}
            failure={failure}
            focusName={round > 0}
            onSubmit={async (body) => {
              setFailure(null);
              try {
                setRegistered((await create.mutateAsync(body)).person);
              } catch (error) {
                // A refusal about a field stands under it; any other is said above the button.
                const refusal = readFailure(error, ct(authMessages.anError));
                if (!refusal.told && !refusalHasShownField(refusal.fields, 'atTheDoor')) setFailure(refusal.message);
                throw error;
              }
            }}
          />
        )}
      </Card>
    </div>
  );
}
