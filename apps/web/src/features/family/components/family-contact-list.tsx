import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { FamilyContact } from '@sahaya/contract/family/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { FOCUS_EMPTY, FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useRemoveFamilyContact } from '../api/remove-family-contact.ts';
import { EmptyNote } from '../../../components/ui/list-states.tsx';

const toast = formToast('family-contacts');

/**
 * The person's contacts, each with whether they confirmed (or were not mailed, their address having
 * been invited in the last 30 days), and the way to remove one after asking.
 */
export function FamilyContactList({ contacts }: { contacts: FamilyContact[] }) {
  const { t } = useLingui();
  const remove = useRemoveFamilyContact();
  const [removing, setRemoving] = useState<FamilyContact | null>(null);
  const focusAfter = useFocusAfterAction(contacts.map((contact) => contact._id));

  const onRemove = async () => {
    if (!removing) return;
    try {
      const reply = await remove.mutateAsync(removing._id);
      toast.success(reply.message);
      // The contact and its button are gone: the keyboard carries on from the next one.
      focusAfter.settle(removing._id);
      setRemoving(null);
    } catch (error) {
      const failure = readFailure(error);
      if (!failure.told) toast.error(failure.message);
    }
  };

  const removingName = removing?.name ?? '';
  return (
    <div ref={focusAfter.ref}>
      {contacts.length === 0 ? (
        <EmptyNote {...{ [FOCUS_EMPTY]: '' }}>
          <Trans>You have no family contacts yet.</Trans>
        </EmptyNote>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t`My family contacts`}>
          {contacts.map((contact) => {
            const name = contact.name;
            return (
              <li key={contact._id} {...{ [FOCUS_KEY]: contact._id }} className="flex flex-col gap-3 rounded-xl border border-stone-300 p-4">
                <div className="flex gap-3">
                  <UserRound className="mt-1 size-5 shrink-0 text-primary-700" aria-hidden />
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold break-words">{contact.name}</p>
                      <span className="text-muted">({contact.relation})</span>
                    </div>
                    <p className="flex items-center gap-2 break-all text-muted">
                      <Mail className="size-4 shrink-0" aria-hidden />
                      {contact.email}
                    </p>
                    {contact.confirmed ? (
                      <Badge tone="success">
                        <Trans>Confirmed</Trans>
                      </Badge>
                    ) : contact.invited ? (
                      <Badge tone="warning">
                        <Trans>Waiting for confirmation</Trans>
                      </Badge>
                    ) : (
                      <>
                        <Badge>
                          <Trans>Not mailed</Trans>
                        </Badge>
                        <p className="text-muted">
                          <Trans>
                            Sahaya sent this address an invitation less than 30 days ago, so we did not send another. To send them a new one, remove them and add them again after that.
                          </Trans>
                        </p>
                      </>
                    )}
                  </div>
                </div>
                <div>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(contact)} aria-label={t`Remove: ${name}`}>
                    <Trash2 aria-hidden />
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t`Remove family contact`}
        description={t`Remove ${removingName}? They will get no more mails about you. You can add them again later.`}
        confirmLabel={t`Remove`}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
      />
    </div>
  );
}
