import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { clearSession } from '../../../lib/session/auth-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { paths } from '../../../lib/paths.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

/**
 * Settings: Delete Account. The password confirms it (an account made with Google sign-in has
 * none and types its email instead); then the session ends here and the person lands on /home.
 */
export function DeleteAccountSection() {
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [withEmail, setWithEmail] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(contractText(withEmail ? profileMessages.deleteConfirmEmail : profileMessages.deleteConfirmPassword));
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync(withEmail ? { email: value } : { password: value });
      clearSession({ redirectTo: paths.home });
      queryClient.clear();
      toast.success(contractText(profileMessages.accountDeleted));
    } catch (failure) {
      const { told, fields, message } = readFailure(failure);
      if (told) return;
      setError(fields.password ?? fields.email ?? message);
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
            {withEmail ? (
              <Trans>This cannot be undone. Type your email to confirm.</Trans>
            ) : (
              <Trans>This cannot be undone. Enter your password to confirm.</Trans>
            )}
          </DialogDescription>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
            {withEmail ? (
              <FormField label={t`Email`} error={error ?? undefined}>
                <Input type="email" autoComplete="email" value={value} onChange={(event) => setValue(event.target.value)} />
              </FormField>
            ) : (
              <FormField label={t`Password`} error={error ?? undefined}>
                <PasswordInput autoComplete="current-password" value={value} onChange={(event) => setValue(event.target.value)} />
              </FormField>
            )}
            <Button
              variant="link"
              className="text-left whitespace-normal"
              onClick={() => {
                setWithEmail(!withEmail);
                setValue('');
                setError(null);
              }}
            >
              {withEmail ? t`Confirm with my password instead` : t`Signed up with Google? Confirm with your email`}
            </Button>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={remove.isPending} autoFocus>
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending}>
                {remove.isPending ? t`Deleting…` : t`Delete my account`}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
