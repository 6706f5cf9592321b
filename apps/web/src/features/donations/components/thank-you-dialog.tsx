import { CircleCheck, Download, LoaderCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useCheckoutDonation } from '../api/checkout-donation.ts';
import { downloadReceipt } from '../api/downloads.ts';
import { donationKeys } from '../api/keys.ts';
import { campaignLabel } from '../utils/campaigns.ts';
import { DemoBadge } from './demo-badge.tsx';
import { DownloadButton } from './download-button.tsx';
import { ReceiptNumber } from './receipt-number.tsx';

/**
 * The return from a paid checkout: the donation as the server has it. It says thank you, with the
 * receipt number and the receipt to download, once the payment is confirmed (by the provider's
 * webhook or the demo checkout), waits while it is still being confirmed, and turns into the error
 * toast if the payment did not go through. Its heading holds focus, so a screen reader reads it
 * first, and again when the wait turns into the thanks.
 */
export function ThankYouDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const checkout = useCheckoutDonation(sessionId);
  const donation = checkout.data?.donation;
  const failed = checkout.isError || donation?.status === 'failed' || donation?.status === 'expired';
  const completed = donation?.status === 'completed';
  const receiptNumber = completed ? donation.receiptNumber : null;
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const { i18n, t } = useLingui();
  const f = useFormat();
  const amount = donation ? f.rupees(donation.amount) : '';
  const campaign = donation ? campaignLabel(i18n, donation.campaign) : '';

  // The history below the dialog shows the confirmed donation, with its receipt.
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: donationKeys.history() });
  }, [completed, queryClient]);

  // The thanks replaces the wait under a new heading, which takes the focus the old one had.
  useEffect(() => {
    if (completed) heading.current?.focus();
  }, [completed]);

  useEffect(() => {
    if (!failed) return;
    toast.error(contractText(donationMessages.notCompleted), { id: 'donation' });
    onClose();
  }, [failed, onClose]);

  if (failed) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
      >
        {completed ? (
          <>
            <CircleCheck className="mb-3 size-12 text-green-700" aria-hidden />
            <DialogTitle ref={heading} tabIndex={-1}>
              <Trans>Thank you for your donation!</Trans>
            </DialogTitle>
            <DialogDescription className="leading-relaxed">
              <Trans>Your donation of {amount} to the {campaign} campaign has been received.</Trans>
            </DialogDescription>
            {receiptNumber ? (
              <div className="mt-4 space-y-1 rounded-lg border border-green-300 bg-green-50 p-3 text-ink">
                <p>
                  <Trans>Receipt number</Trans>
                </p>
                <p className="text-lg font-bold">
                  <ReceiptNumber value={receiptNumber} />
                </p>
                {donation.isDemo ? (
                  <DemoBadge isDemo />
                ) : (
                  <p className="text-muted">
                    <Trans>We have sent the receipt to your e-mail as well.</Trans>
                  </p>
                )}
              </div>
            ) : null}
          </>
        ) : (
          <>
            <LoaderCircle className="mb-3 size-12 animate-spin text-primary-700 motion-reduce:animate-none" aria-hidden />
            <DialogTitle ref={heading} tabIndex={-1}>
              <Trans>Confirming your payment…</Trans>
            </DialogTitle>
            <DialogDescription className="leading-relaxed">
              {donation
                ? t`We are waiting for the payment of ${amount} to the ${campaign} campaign to be confirmed. This takes a few seconds.`
                : t`Looking up your donation.`}
            </DialogDescription>
          </>
        )}
        <DialogFooter className="mt-6">
          <DialogClose asChild>
            <Button variant={completed ? 'secondary' : undefined}>
              <Trans>Close</Trans>
            </Button>
          </DialogClose>
          {completed ? (
            <DownloadButton variant="primary" save={() => downloadReceipt(donation._id)} failure={t`Could not download the receipt`}>
              <Download aria-hidden />
              <Trans>Download receipt</Trans>
            </DownloadButton>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
