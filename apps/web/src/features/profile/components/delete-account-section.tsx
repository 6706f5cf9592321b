import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { readFailure, type FailureCode } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { clearSession, useSession } from '../../../lib/session/auth-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useProfile } from '../api/get-profile.ts';
import type { ProfileRole } from '../utils/profile-role.ts';
import { paths } from '../../../lib/paths.ts';
import { forgetDrafts } from '../../../lib/forms/session-draft.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

type Confirmation = 'password' | 'email' | 'phone';

/** What each way of confirming asks for, said when its field is left empty. */
const prompts = {
  password: profileMessages.deleteConfirmPassword,
  email: profileMessages.deleteConfirmEmail,
  phone: profileMessages.deleteConfirmPhone,
} as const;

/** The way of confirming the server asked for instead of the one tried, by the code of its refusal. */
const askedFor: Partial<Record<FailureCode, Confirmation>> = {
  DELETE_CONFIRM_PASSWORD: 'password',
  DELETE_CONFIRM_EMAIL: 'email',
  DELETE_CONFIRM_PHONE: 'phone',
};

/**
 * Settings: Delete Account. The password confirms it; an account without one types its email (made
 * with Google sign-in) or, with no email either, its mobile number (registered by the NGO, signing
 * in with codes by SMS). The page cannot see whether there is a password, so it offers the other
 * way beside it, and when the server asks for another way than the one tried, it shows that field
 * with the server's words. Then the session ends here and the person lands on /home.
 */
export function DeleteAccountSection({ role }: { role: ProfileRole }) {
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const session = useSession();
  const profile = useProfile(role, session?.userId ?? '');
  // An account without an email address has its number to confirm with, when it has no password.
  const noEmail = profile.data?.user.email === null;
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<Confirmation>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const [focusField, setFocusField] = useState(false);
  const { t } = useLingui();

  // After the server asked for another way, its field takes focus once it is drawn.
  useEffect(() => {
    if (!focusField) return;
    field.current?.focus();
    setFocusField(false);
  }, [focusField]);

  const confirmWith = (next: Confirmation) => {
    setBy(next);
    setValue('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(contractText(prompts[by]));
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync(by === 'password' ? { password: value } : by === 'email' ? { email: value } : { phone: value });
      clearSession({ redirectTo: paths.home });
      forgetDrafts();
      queryClient.clear();
      toast.success(contractText(profileMessages.accountDeleted));
    } catch (failure) {
      const { told, code, fields, message } = readFailure(failure);
      if (told) return;
      const asked = askedFor[code];
      if (asked && asked !== by) {
        confirmWith(asked);
        setError(message);
        setFocusField(true);
        return;
      }
      setError(fields[by] ?? message);
    }
  };

  return (
    <Card className="max-w-xl border-red-200">
      <CardTitle className="text-danger">
        <Trans>Delete Account</Trans>
      </CardTitle>
      <div className="mt-3 flex gap-3 rounded-xl bg-red-50 p-4 text-red-950">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <CardDescription className="text-red-950">
          <Trans>
            Deleting your account signs you out everywhere and removes your profile, addresses, certificates, requests,
            chat messages and notifications for good. The law asks us to keep the record of each donation, with the name
            on its receipt, for eight years. This cannot be undone.
          </Trans>
        </CardDescription>
      </div>
      <Button variant="danger" className="mt-5" onClick={() => setOpen(true)}>
        <Trans>Delete Account</Trans>
      </Button>

      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return;
          setOpen(next);
          if (!next) {
            setValue('');
            setError(null);
          }
        }}
      >
        <DialogContent role="alertdialog">
          <DialogTitle>
            <Trans>Delete your account?</Trans>
          </DialogTitle>
          <DialogDescription>
            {by === 'email' ? (
              <Trans>This cannot be undone. Type your email to confirm.</Trans>
            ) : by === 'phone' ? (
              <Trans>This cannot be undone. Type your mobile number to confirm.</Trans>
            ) : (
              <Trans>This cannot be undone. Enter your password to confirm.</Trans>
            )}
          </DialogDescription>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
            {by === 'email' ? (
              <FormField label={t`Email`} error={error ?? undefined}>
                <Input ref={field} type="email" autoComplete="email" value={value} onChange={(event) => setValue(event.target.value)} />
              </FormField>
            ) : by === 'phone' ? (
              <FormField label={t`Mobile number`} error={error ?? undefined}>
                <Input ref={field} type="tel" inputMode="tel" autoComplete="tel" value={value} onChange={(event) => setValue(event.target.value)} />
              </FormField>
            ) : (
              <FormField label={t`Password`} error={error ?? undefined}>
                <PasswordInput ref={field} autoComplete="current-password" value={value} onChange={(event) => setValue(event.target.value)} />
              </FormField>
            )}
            <Button
              variant="link"
              className="text-start whitespace-normal"
              onClick={() => confirmWith(by === 'password' ? (noEmail ? 'phone' : 'email') : 'password')}
            >
              {by !== 'password'
                ? t`Confirm with my password instead`
                : noEmail
                  ? t`No password? Confirm with your mobile number`
                  : t`Signed up with Google? Confirm with your email`}
            </Button>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={remove.isPending} autoFocus>
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" pending={remove.isPending}>
                {remove.isPending ? t`Deleting…` : t`Delete my account`}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
