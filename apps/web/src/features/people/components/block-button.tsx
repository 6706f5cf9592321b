import { useLingui } from '@lingui/react/macro';
import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useSetPersonBlocked } from '../api/set-person-blocked.ts';
import type { KindConfig } from '../utils/kinds.ts';

interface BlockButtonProps {
  config: KindConfig;
  id: string;
  name: string;
  isBlocked: boolean;
}

/** Block / Unblock with a confirmation first (spec 3 §2); blocking signs the person out everywhere. */
export function BlockButton({ config, id, name, isBlocked }: BlockButtonProps) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const [open, setOpen] = useState(false);
  const mutation = useSetPersonBlocked(config.kind, id);
  const action = isBlocked ? 'unblock' : 'block';

  const confirm = () =>
    mutation.mutate(action, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setOpen(false);
      },
      onError: () => {
        toast.error(ct(config.statusFailed));
        setOpen(false);
      },
    });

  return (
    <>
      <Button variant={isBlocked ? 'primary' : 'danger'} onClick={() => setOpen(true)}>
        {isBlocked ? <CircleCheck aria-hidden /> : <Ban aria-hidden />}
        {isBlocked ? t`Unblock` : t`Block`}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={isBlocked ? t`Unblock ${name}?` : t`Block ${name}?`}
        description={
          isBlocked
            ? t`${name} will be able to log in again.`
            : t`${name} will be signed out everywhere at once and cannot log in until unblocked.`
        }
        confirmLabel={isBlocked ? t`Yes, unblock` : t`Yes, block`}
        tone={isBlocked ? 'primary' : 'danger'}
        pending={mutation.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
