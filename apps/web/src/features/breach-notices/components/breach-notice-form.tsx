import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BREACH_BODY_MAX,
  BREACH_SUBJECT_MAX,
  sendBreachNoticeBody,
  type SendBreachNoticeReply,
} from '@sahaya/contract/privacy/breach-notices';
import { breachMessages } from '@sahaya/contract/privacy/rights-messages';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useSessionDraft } from '../../../lib/forms/use-session-draft.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useEveryoneCount } from '../api/count-everyone.ts';
import type { BreachPerson } from '../api/search-people.ts';
import { useSendBreachNotice } from '../api/send-breach-notice.ts';
import { PeoplePicker } from './people-picker.tsx';

const texts = sendBreachNoticeBody.pick({ subject: true, body: true });
type Texts = { subject: string; body: string };
const empty: Texts = { subject: '', body: '' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const textareaClass = cn(
  'block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
);

/** The ids pasted one a line (or separated by spaces or commas), and the lines that are not ids. */
function readPasted(text: string): { ids: string[]; wrong: string[] } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return { ids: parts.filter((part) => UUID.test(part)), wrong: parts.filter((part) => !UUID.test(part)) };
}

/**
 * Writes a breach notice: a subject, what happened, and who is told (everyone, or the people
 * chosen by name or pasted by id). Sending first asks, saying how many people it will reach; a
 * field's refusal sits by its field, any other above the button.
 */
export function BreachNoticeForm({ onSent, focusAfterSent }: { onSent: (reply: SendBreachNoticeReply) => void; focusAfterSent: () => void }) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const send = useSendBreachNotice();
  const form = useForm<Texts>({ resolver: zodResolver(texts), mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: empty });
  // The subject and the account of what happened are kept in the tab until sent; who is told is chosen again.
  const draft = useSessionDraft(form, 'breach-notice', empty);
  const { errors } = form.formState;
  const [audience, setAudience] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<BreachPerson[]>([]);
  const [pasted, setPasted] = useState('');
  const [audienceError, setAudienceError] = useState<string | undefined>();
  const [pastedError, setPastedError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Texts | null>(null);
  const everyone = useEveryoneCount(audience === 'all');
  const audienceName = useId();
  // FormField gives the box its own id, so it is reached by its ref.
  const pastedField = useRef<HTMLTextAreaElement>(null);
  // Once sent, focus goes to the line that says so, not back to the button.
  const justSent = useRef(false);

  const ids = () => [...new Set([...chosen.map((person) => person._id), ...readPasted(pasted).ids])];

  const ask = form.handleSubmit((values) => {
    setFailure(null);
    if (audience === 'some') {
      const wrong = readPasted(pasted).wrong;
      if (wrong.length > 0) {
        const list = wrong.slice(0, 3).join(', ');
        setPastedError(t`These are not ids: ${list}`);
        pastedField.current?.focus();
        return;
      }
      if (ids().length === 0) {
        setAudienceError(ct(breachMessages.nobody));
        return;
      }
    }
    setConfirming(values);
  });

  const confirm = async () => {
    if (!confirming) return;
    try {
      const reply = await send.mutateAsync({ ...confirming, audience: audience === 'all' ? 'all' : ids() });
      justSent.current = true;
      setConfirming(null);
      draft.clear();
      form.reset(empty);
      setChosen([]);
      setPasted('');
      setAudience('all');
      onSent(reply);
    } catch (error) {
      setConfirming(null);
      const shown = applyServerErrors(error, form.setError, ['subject', 'body'] as const);
      const failed = readFailure(error);
      if (failed.told) return;
      const onAudience = Object.entries(failed.fields).find(([field]) => field.startsWith('audience'))?.[1];
      if (onAudience) setAudienceError(onAudience);
      else if (failed.code === 'BREACH_UNKNOWN_PEOPLE') setAudienceError(failed.message);
      else if (!shown) setFailure(failed.message);
    }
  };

  const reaching = audience === 'all' ? null : ids().length;
  const users = f.count(everyone.data?.users ?? 0);
  const volunteers = f.count(everyone.data?.volunteers ?? 0);

  return (
    <form noValidate onSubmit={ask} className="space-y-5" aria-label={t`Send a breach notice`}>
      <FormField label={t`Subject`} hint={t`One plain line, up to ${BREACH_SUBJECT_MAX} characters.`} error={errors.subject?.message}>
        <Input autoComplete="off" maxLength={BREACH_SUBJECT_MAX + 20} {...form.register('subject')} />
      </FormField>
      <FormField
        label={t`What happened`}
        hint={t`In plain words: which data, since when, and what you have done. Each person also reads what they can do and whom to ask.`}
        error={errors.body?.message}
      >
        <textarea rows={6} maxLength={BREACH_BODY_MAX + 100} className={textareaClass} {...form.register('body')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold text-ink">
          <Trans>Who is told</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={audienceName}
            className="size-5 accent-primary-700"
            checked={audience === 'all'}
            onChange={() => {
              setAudience('all');
              setAudienceError(undefined);
            }}
          />
          <Trans>Everyone with an account</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name={audienceName} className="size-5 accent-primary-700" checked={audience === 'some'} onChange={() => setAudience('some')} />
          <Trans>Only the people I choose</Trans>
        </label>
      </fieldset>
      {audience === 'some' ? (
        <div className="space-y-4">
          <PeoplePicker
            chosen={chosen}
            onChange={(people) => {
              setChosen(people);
              setAudienceError(undefined);
            }}
            error={audienceError}
          />
          <FormField
            label={t`Or paste their ids, one per line`}
            hint={t`The ids from each person's details page or from a list.`}
            error={pastedError}
          >
            <textarea
              ref={pastedField}
              rows={3}
              className={textareaClass}
              value={pasted}
              onChange={(event) => {
                setPasted(event.target.value);
                setPastedError(undefined);
                setAudienceError(undefined);
              }}
            />
          </FormField>
        </div>
      ) : null}
      {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
      <div className="flex justify-end">
        <Button type="submit">
          <Trans>Send notice…</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t`Send this breach notice?`}
        description={
          reaching === null ? (
            everyone.isPending ? (
              <Trans>It will reach everyone with an account.</Trans>
            ) : (
              <Trans>
                It will reach everyone with an account: {users} people and {volunteers} volunteers, and the admins. Each is told in the bell, and
                by e-mail or SMS. It cannot be taken back.
              </Trans>
            )
          ) : (
            <>
              <Plural value={reaching} one="It will reach # person." other="It will reach # people." />{' '}
              <Trans>Each is told in the bell, and by e-mail or SMS. It cannot be taken back.</Trans>
            </>
          )
        }
        confirmLabel={t`Send`}
        pending={send.isPending}
        onConfirm={() => void confirm()}
        onCloseAutoFocus={(event) => {
          if (!justSent.current) return;
          justSent.current = false;
          event.preventDefault();
          focusAfterSent();
        }}
      />
    </form>
  );
}
