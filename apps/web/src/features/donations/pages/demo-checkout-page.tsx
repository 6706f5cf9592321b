import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCheckoutDonation } from '../api/checkout-donation.ts';
import { useCompleteDemoCheckout } from '../api/complete-demo-checkout.ts';
import { campaignLabel } from '../utils/campaigns.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/**
 * The built-in checkout used when Stripe is not configured: clearly a test, no card asked for.
 * Pay and Cancel complete or cancel the donation through the same code as Stripe's webhook, then
 * return to the donations page the way Stripe's checkout would.
 */
export function DemoCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useCheckoutDonation(sessionId);
  const finish = useCompleteDemoCheckout(sessionId);
  const donation = checkout.data?.donation;
  const { i18n, t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const amount = donation ? f.rupees(donation.amount) : '';

  function choose(outcome: 'pay' | 'cancel') {
    finish.mutate(outcome, {
      onSuccess: ({ redirectUrl }) => {
        const url = new URL(redirectUrl, window.location.origin);
        if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`, { replace: true });
        else window.location.assign(redirectUrl);
      },
      onError: (error) => {
        const failure = readFailure(error, contractText(donationMessages.processingFailed));
        if (!failure.told) toast.error(failure.message);
      },
    });
  }

  return (
    <div className="mx-auto max-w-lg space-y-6">
      <PageTitle>{t`Test checkout`}</PageTitle>
      <div role="note" className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-amber-950">
        <FlaskConical className="mt-0.5 size-6 shrink-0" aria-hidden />
        <p className="leading-relaxed">
          <Trans>
            <strong>Test payment.</strong> This is a demo checkout: no card is charged and no money moves. Payments are taken by Stripe
            once the site is set up with a Stripe key.
          </Trans>
        </p>
      </div>
      <PageHeader title={<Trans>Test checkout</Trans>} />
      <Card className="space-y-4">
        {checkout.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : checkout.isError || !donation ? (
          <ErrorAlert>{readFailure(checkout.error, donationMessages.checkoutNotFound).message}</ErrorAlert>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
              <dt className="text-muted">
                <Trans>Amount</Trans>
              </dt>
              <dd className="font-bold text-ink">{amount}</dd>
              <dt className="text-muted">
                <Trans>Campaign</Trans>
              </dt>
              <dd className="text-ink">{campaignLabel(i18n, donation.campaign)}</dd>
            </dl>
            {donation.status === 'pending' ? (
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button className="flex-1" onClick={() => choose('pay')} pending={finish.isPending && finish.variables === 'pay'}>
                  <CreditCard aria-hidden />
                  <Trans>Pay {amount} (test)</Trans>
                </Button>
                <Button variant="secondary" className="flex-1" onClick={() => choose('cancel')} pending={finish.isPending && finish.variables === 'cancel'}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            ) : (
              <>
                <ErrorAlert>{ct(donationMessages.checkoutClosed)}</ErrorAlert>
                <Button variant="secondary" onClick={() => void navigate(paths.user.donations)}>
                  <Trans>Back to Donations</Trans>
                </Button>
              </>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
