import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserRoundCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { setNomineeBody, type Nominee, type SetNomineeBody, type SetNomineeForm } from '@sahaya/contract/privacy/nominee';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { readDraft } from '../../../lib/forms/session-draft.ts';
import { useSessionDraft } from '../../../lib/forms/use-session-draft.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useNominee } from '../api/get-nominee.ts';
import { useRemoveNominee } from '../api/remove-nominee.ts';
import { useSetNominee } from '../api/set-nominee.ts';

const fields = ['name', 'relation', 'phone', 'email'] as const;
const toast = formToast('nominee');
const formOf = (nominee: Nominee | null): SetNomineeForm => ({
  name: nominee?.name ?? '',
  relation: nominee?.relation ?? '',
  phone: nominee?.phone ?? '',
  email: nominee?.email ?? '',
});
/** The drafts' names: of the form that changes the nominee, and of the one that names a first one. */
const CHANGE_DRAFT = 'nominee-change';
const draftOf = (nominee: Nominee | null) => (nominee ? CHANGE_DRAFT : 'nominee-new');

/**
 * The form that names or changes the nominee; each refusal sits under its field. Settings is one of
 * the profile's tabs, whose panel goes while another is shown: what was typed is kept in the tab
 * (useSessionDraft) until it is saved or cancelled, and comes back with the panel.
 */
function NomineeForm({
  nominee,
  onDone,
  onCancel,
  focusName = false,
}: {
  nominee: Nominee | null;
  onDone: (message: string) => void;
  onCancel?: () => void;
  /** Puts the cursor in the name when the form appears, for a form opened by a button the person pressed. */
  focusName?: boolean;
}) {
  const { t } = useLingui();
  const save = useSetNominee();
  const start = useMemo(() => formOf(nominee), [nominee]);
  const form = useForm<SetNomineeForm, unknown, SetNomineeBody>({
    resolver: zodResolver(setNomineeBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: start,
  });
  const draft = useSessionDraft(form, draftOf(nominee), start);
  const cancel = onCancel
    ? () => {
        draft.clear();
        onCancel();
      }
    : undefined;
  const { errors, isSubmitting } = form.formState;

  const { setFocus } = form;
  useEffect(() => {
    if (focusName) setFocus('name');
  }, [focusName, setFocus]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await save.mutateAsync(body);
      draft.clear();
      onDone(reply.message);
    } catch (error) {
      const shown = applyServerErrors(error, form.setError, fields);
      const failure = readFailure(error);
      if (!shown && !failure.told) toast.error(failure.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-label={nominee ? t`Change your nominee` : t`Name a nominee`}>
      <FormField label={t`Nominee's name`} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField label={t`Relation to you`} hint={t`For example: son, daughter, wife, friend.`} error={errors.relation?.message}>
        <Input autoComplete="off" maxLength={60} {...form.register('relation')} />
      </FormField>
      <FormField label={t`Nominee's mobile number`} hint={t`Give a mobile number, an e-mail address, or both.`} error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="off" maxLength={24} {...form.register('phone')} />
      </FormField>
      <FormField label={t`Nominee's e-mail address`} error={errors.email?.message}>
        <Input type="email" autoComplete="off" maxLength={254} {...form.register('email')} />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {cancel ? (
          <Button type="button" variant="secondary" onClick={cancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t`Saving…` : <Trans>Save nominee</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** Who the nominee is, and whether an admin has recorded that they now act. */
function NomineeSummary({ nominee }: { nominee: Nominee }) {
  const { t } = useLingui();
  const f = useFormat();
  const nomineeName = nominee.name;
  const since = nominee.actingSince ? f.date(nominee.actingSince) : '';
  return (
    <>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Detail term={t`Name`}>{nominee.name}</Detail>
        <Detail term={t`Relation`}>{nominee.relation}</Detail>
        <Detail term={t`Mobile number`}>{nominee.phone ?? t`Not given`}</Detail>
        <Detail term={t`E-mail address`}>{nominee.email ?? t`Not given`}</Detail>
      </dl>
      {nominee.actingSince ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 font-medium text-ink">
          {nominee.actingReason === 'died' ? (
            <Trans>
              Since {since}, {nomineeName} acts for this account: an admin recorded that the account holder has died.
            </Trans>
          ) : (
            <Trans>
              Since {since}, {nomineeName} acts for you: an admin recorded that you cannot act yourself.
            </Trans>
          )}
        </p>
      ) : null}
    </>
  );
}

/**
 * Settings: the nominee (DPDP Act 2023, s. 14), the person named to act for this person if they die
 * or cannot act. Shown, named or changed in a form whose refusals sit by their fields, and removed
 * after a confirmation. After each change, focus goes to the line that says what happened.
 */
export function NomineeSection() {
  const { t } = useLingui();
  const query = useNominee();
  const remove = useRemoveNominee();
  const userId = useSession()?.userId;
  // 'asked' when Change was pressed; 'kept' when the panel comes back to a change half typed (its
  // draft), which opens as it was left without taking focus from the tab the person chose.
  const [editing, setEditing] = useState<false | 'asked' | 'kept'>(() => (userId && readDraft(CHANGE_DRAFT, userId) ? 'kept' : false));
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const justRemoved = useRef(false);
  // The Change button is gone while the form shows: Cancel hands focus back to it once it is drawn again.
  const changeButton = useRef<HTMLButtonElement>(null);
  const [backToChange, setBackToChange] = useState(false);
  const nominee = query.data?.nominee ?? null;

  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  useEffect(() => {
    if (!backToChange) return;
    changeButton.current?.focus();
    setBackToChange(false);
  }, [backToChange]);

  const cancel = () => {
    setEditing(false);
    setBackToChange(true);
  };

  const done = (message: string) => {
    setEditing(false);
    setSaid(message);
  };

  const onRemove = async () => {
    try {
      const reply = await remove.mutateAsync();
      justRemoved.current = true;
      setConfirming(false);
      done(reply.message);
    } catch (error) {
      const failure = readFailure(error);
      setConfirming(false);
      if (!failure.told) toast.error(failure.message);
    }
  };

  return (
    <Card role="region" className="max-w-xl" aria-labelledby="nominee-title">
      <CardTitle id="nominee-title" className="flex items-center gap-2">
        <UserRoundCheck className="size-6 text-primary-700" aria-hidden />
        <Trans>Nominee</Trans>
      </CardTitle>
      <CardDescription className="mt-2">
        <Trans>
          A nominee is a person you trust who can use your rights over your data for you if you die or cannot act yourself (Digital Personal
          Data Protection Act, section 14). You can name one person, change them or remove them at any time.
        </Trans>
      </CardDescription>
      {said ? (
        <p ref={saidRef} tabIndex={-1} role="status" className="mt-4 rounded-lg bg-primary-50 p-3 font-semibold text-primary-900">
          {said}
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingPlaceholder label={t`Loading your nominee`} className="mt-5 space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-64" />
        </LoadingPlaceholder>
      ) : query.isError ? (
        <ErrorAlert className="mt-5">
          <Trans>Your nominee could not be loaded. Please try again later.</Trans>
        </ErrorAlert>
      ) : nominee && !editing ? (
        <>
          <NomineeSummary nominee={nominee} />
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button
              ref={changeButton}
              variant="secondary"
              onClick={() => {
                setSaid(null);
                setEditing('asked');
              }}
            >
              <Trans>Change nominee</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trans>Remove nominee</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          {nominee ? null : (
            <p className="mt-4 font-semibold text-ink">
              <Trans>No nominee named.</Trans>
            </p>
          )}
          {/* Opened by Change, the form takes focus in its first field: the button pressed is gone. */}
          <NomineeForm key={nominee ? 'change' : 'new'} nominee={nominee} onDone={done} onCancel={nominee ? cancel : undefined} focusName={nominee !== null && editing === 'asked'} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Remove your nominee?`}
        description={<Trans>Nobody will be able to act for you over your data if you die or cannot act. You can name a nominee again at any time.</Trans>}
        confirmLabel={t`Remove nominee`}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCloseAutoFocus={(event) => {
          // Once removed, focus goes to the line that says so: the button that opened it is gone.
          if (!justRemoved.current || !saidRef.current) return;
          justRemoved.current = false;
          event.preventDefault();
          saidRef.current.focus();
        }}
      />
    </Card>
  );
}
