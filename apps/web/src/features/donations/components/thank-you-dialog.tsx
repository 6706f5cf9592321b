import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useCheckoutDonation } from '../api/checkout-donation.ts';
import { donationKeys } from '../api/keys.ts';
import { campaignLabel } from '../utils/campaigns.ts';

/**
 * The return from a paid checkout: the donation as the server has it. It says thank you, with the
 * receipt number, once the payment is confirmed (by the provider's webhook or the demo checkout),
 * waits while it is still being confirmed, and turns into the error toast if the payment did not go
 * through.
 */
export function ThankYouDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const checkout = useCheckoutDonation(sessionId);
  const donation = checkout.data?.donation;
  const failed = checkout.isError || donation?.status === 'failed';
  const completed = donation?.status === 'completed';
  const receiptNumber = completed ? donation.receiptNumber : null;
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  const f = useFormat();
  const amount = donation ? f.rupees(donation.amount) : '';
  const campaign = donation ? campaignLabel(i18n, donation.campaign) : '';

  // The history below the dialog shows the confirmed donation, with its receipt.
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: donationKeys.history() });
  }, [completed, queryClient]);

  useEffect(() => {
    if (!failed) return;
    toast.error(contractText(donationMessages.notCompleted), { id: 'donation' });
    onClose();
  }, [failed, onClose]);

  if (failed) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {completed ? (
          <>
            <CircleCheck className="mb-3 size-12 text-green-700" aria-hidden />
            <DialogTitle>
              <Trans>Thank you for your donation!</Trans>
            </DialogTitle>
            <DialogDescription className="leading-relaxed">
              <Trans>
                Your donation of {amount} to the {campaign} campaign has been received. You can download its receipt from your donation
                history.
              </Trans>
            </DialogDescription>
            {receiptNumber ? (
              <div className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-ink">
                <p>
                  <Trans>Receipt number</Trans>
                </p>
                <p className="font-mono text-lg font-bold break-all">{receiptNumber}</p>
                <p className="mt-1 text-muted">
                  <Trans>We have sent the receipt to your e-mail as well.</Trans>
                </p>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <LoaderCircle className="mb-3 size-12 animate-spin text-primary-700 motion-reduce:animate-none" aria-hidden />
            <DialogTitle>
              <Trans>Confirming your payment…</Trans>
            </DialogTitle>
            <DialogDescription className="leading-relaxed">
              {donation
                ? t`We are waiting for the payment of ${amount} to the ${campaign} campaign to be confirmed. This takes a few seconds.`
                : t`Looking up your donation.`}
            </DialogDescription>
          </>
        )}
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>
              <Trans>Close</Trans>
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
