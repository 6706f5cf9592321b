import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { donationMessages } from '@sahaya/contract/donations/messages';
import type { Donation } from '@sahaya/contract/donations/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { campaignLabel } from '../utils/campaigns.ts';
import { goToCheckout } from '../utils/go-to-checkout.ts';

/**
 * Opens a new checkout for a donation whose checkout expired unpaid: the same amount, campaign,
 * message and anonymity, so the person pays again without filling the form. The expired donation
 * stays as it was; the new one is a donation of its own. Named by the gift it repeats, so a list
 * of several reads apart.
 */
export function TryAgainButton({ donation }: { donation: Donation }) {
  const checkout = useCreateCheckoutSession();
  const { i18n, t } = useLingui();
  const f = useFormat();
  const amount = f.rupees(donation.amount);
  const campaign = campaignLabel(i18n, donation.campaign);
  return (
    <Button
      size="sm"
      // Busy until the page has left for the checkout, so a second press opens no second one.
      pending={checkout.isPending || checkout.isSuccess}
      aria-label={t`Try again: ${amount} to the ${campaign} campaign`}
      onClick={() =>
        checkout.mutate(
          { amount: donation.amount, campaign: donation.campaign, message: donation.message ?? undefined, isAnonymous: donation.isAnonymous },
          {
            onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl),
            onError: (error) => {
              const failure = readFailure(error, contractText(donationMessages.processingFailed));
              if (!failure.told) toast.error(failure.message, { id: 'donation' });
            },
          },
        )
      }
    >
      <RotateCcw aria-hidden />
      <Trans>Try again</Trans>
    </Button>
  );
}
