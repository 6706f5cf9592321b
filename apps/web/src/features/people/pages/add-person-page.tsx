import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_DELAY_MS } from '@sahaya/contract/constants';
import { authMessages } from '@sahaya/contract/messages';
import { PageTitle } from '../../../components/page-title.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useCreatePerson } from '../api/create-person.ts';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { PersonForm } from '../components/person-form.tsx';
import type { PersonKind } from '../../../lib/queries/people-directory.ts';
import { kinds } from '../utils/kinds.ts';
import { refusalHasShownField, signInNumberOf } from '../utils/person-form-mode.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /admin/addUser and /admin/addVolunteer: creates a verified account, then returns to the list. */
export function AddPersonPage({ kind }: { kind: PersonKind }) {
  const config = kinds[kind];
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const heading = i18n._(config.addHeading);
  const addLabel = i18n._(config.addLabel);
  const create = useCreatePerson(kind);
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The success message stays readable for the spec's delay before the list comes back.
  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate(config.listPath), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, config.listPath, navigate]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{heading}</PageTitle>
      <Breadcrumb parent={{ to: config.listPath, label: i18n._(config.sectionTitle) }} current={addLabel} />
      <PageHeader title={heading} />
      <Card>
        <PersonForm
          submitLabel={addLabel}
          disabled={created}
          failure={failure}
          onSubmit={async (body) => {
            setFailure(null);
            let reply;
            try {
              reply = await create.mutateAsync(body);
            } catch (error) {
              // The failure toast of spec 3 §8: the server's message, else the generic text. A refusal
              // about a field also stands under it; any other stays in the form, above the button,
              // once the toast has gone.
              const refusal = readFailure(error, ct(authMessages.anError));
              if (!refusal.told) {
                toast.error(refusal.message);
                if (!refusalHasShownField(refusal.fields, 'admin')) setFailure(refusal.message);
              }
              throw error;
            }
            // A person without an e-mail address learns by SMS that their number signs them in; the
            // admin is told so, as the server's message says only that the account was made.
            const number = signInNumberOf(reply.person);
            toast.success(ct(config.created), {
              description: number ? t`An SMS went to ${number}: they sign in with this number and a code we send to it.` : undefined,
            });
            setCreated(true);
          }}
        />
      </Card>
    </div>
  );
}
