import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { phoneAuthMessages } from '@sahaya/contract/auth/phone-messages';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@sahaya/contract/constants';
import { indianPhone } from '@sahaya/contract/fields';
import { formatPhone } from '@sahaya/contract/format';
import { verifyNewPhoneBody, type VerifyNewPhoneBody } from '@sahaya/contract/profile/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure, secondsToWait } from '../../../lib/api/api-error.ts';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { useSendNewPhoneCode } from '../api/send-new-phone-code.ts';
import { useVerifyNewPhone } from '../api/verify-new-phone.ts';
import { useSecondsLeft } from '../../../lib/hooks/use-seconds-left.ts';

const empty: VerifyNewPhoneBody = { phone: '', code: '' };

interface PhoneNumberDialogProps {
  /** The account's number now, or null when it has none yet. */
  current: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds or changes the mobile number on the account, the one way the profile page offers: the
 * number gets a code by SMS, and it is saved only when that code comes back, since from then on it
 * signs the person in. Each step's refusal is said under its own field. Closed any other way than
 * by Cancel or a save, it opens again as it was left, at the code step while that code is good.
 */
export function PhoneNumberDialog({ current, open, onOpenChange }: PhoneNumberDialogProps) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const send = useSendNewPhoneCode();
  const verify = useVerifyNewPhone();
  const form = useForm<VerifyNewPhoneBody>({ resolver: zodResolver(verifyNewPhoneBody), mode: 'onTouched', defaultValues: empty });
  const { errors, isDirty } = form.formState;
  /** The number the last code went to, as it is stored, when the server takes another request for it, and when the code runs out. */
  const [sent, setSent] = useState<{ to: string; againAt: number; until: number } | null>(null);
  const secondsLeft = useSecondsLeft(sent?.againAt ?? null);
  // A code belongs to the number it went to: a number changed after sending needs a code of its own.
  const typed = form.watch('phone');
  const codeStep = sent !== null && indianPhone(typed) === sent.to;
  const busy = send.isPending || verify.isPending;
  const number = current ? formatPhone(current) : null;

  // A change half made stays until it is saved or cancelled: the number typed, and the code step
  // while the code sent is good, so nobody has to ask for another because the dialog closed.
  const { discard } = useKeptTyping({
    open,
    subject: current ?? '',
    unsaved: isDirty || sent !== null,
    reset: () => {
      form.reset(empty);
      setSent(null);
    },
    // A code that ran out meanwhile is no use: the number stays, to send a new one.
    revise: () => {
      if (sent && Date.now() >= sent.until) setSent(null);
    },
  });

  // Opened again at the code step, the person types the code next, as when it was sent, after
  // what they had typed of it. A code run out leaves the step once the opening revises it.
  const focusOnOpen = (event: Event) => {
    const code = event.target instanceof HTMLElement ? event.target.querySelector<HTMLInputElement>('input[name="code"]') : null;
    if (!code || !sent || Date.now() >= sent.until) return focusFirstField(event);
    event.preventDefault();
    code.focus();
    code.setSelectionRange(code.value.length, code.value.length);
  };

  // Once a code is on its way, the person types it next.
  useEffect(() => {
    if (sent) form.setFocus('code');
  }, [sent, form]);

  const sendCode = async () => {
    if (busy || !(await form.trigger('phone', { shouldFocus: true }))) return;
    const phone = indianPhone(form.getValues('phone'));
    if (!phone) return;
    // The code's life starts on the server, after the request leaves and before the reply arrives.
    const askedAt = Date.now();
    try {
      await send.mutateAsync({ phone });
      form.resetField('code');
      setSent({ to: phone, againAt: Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000, until: askedAt + OTP_TTL_MINUTES * 60_000 });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['phone'])) return;
      // Asked again too soon: the resend waits as long as the server said.
      const wait = secondsToWait(error);
      if (wait !== null && sent?.to === phone) setSent({ ...sent, againAt: Date.now() + wait * 1000 });
      const { told, message } = readFailure(error);
      if (!told) form.setError('phone', { type: 'server', message }, { shouldFocus: true });
    }
  };

  const save = form.handleSubmit(async (body) => {
    try {
      await verify.mutateAsync(body);
      toast.success(contractText(phoneAuthMessages.phoneSaved));
      discard();
      onOpenChange(false);
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['code', 'phone'])) return;
      const { told, message } = readFailure(error);
      if (!told) form.setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (codeStep) void save(event);
    else void sendCode();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent onOpenAutoFocus={focusOnOpen}>
        <DialogTitle>{number ? <Trans>Change your mobile number</Trans> : <Trans>Add your mobile number</Trans>}</DialogTitle>
        <DialogDescription>
          {number ? <Trans>Your number now is {number}.</Trans> : null}{' '}
          <Trans>We send a code by SMS to check that the number is yours. Once it is saved, you can sign in with it.</Trans>
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <FormField label={t`Mobile number`} hint={t`10 digits, as you would dial it`} error={errors.phone?.message}>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          {codeStep ? (
            <>
              <FormField label={t`Code from the SMS`} hint={ct(phoneAuthMessages.newPhoneCodeSent)} error={errors.code?.message}>
                <Input autoComplete="one-time-code" inputMode="numeric" className="text-lg tracking-[0.3em]" {...form.register('code')} />
              </FormField>
              <Button
                variant="link"
                className="text-start whitespace-normal"
                disabled={secondsLeft > 0}
                pending={send.isPending}
                onClick={() => void sendCode()}
              >
                {secondsLeft > 0
                  ? t({ message: plural(secondsLeft, { one: 'Send a new code in # second', other: 'Send a new code in # seconds' }) })
                  : t`Send a new code`}
              </Button>
            </>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={busy}>
              {codeStep ? t`Save number` : t`Send code`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
