import { Trans, useLingui } from '@lingui/react/macro';
import { HandHeart } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { PageTitle } from '../../../components/page-title.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { usePaymentOptions } from '../api/payment-options.ts';
import { DonationForm } from '../components/donation-form.tsx';
import { DonationHistory } from '../components/donation-history.tsx';
import { DonationFaq, ImpactTiers } from '../components/impact-tiers.tsx';
import { ThankYouDialog } from '../components/thank-you-dialog.tsx';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/**
 * /user/donations (spec 2 §2): the form, the impact tiers and FAQ, and the history. The return
 * from checkout carries `success` and the checkout's id in `session_id` (Stripe's session, the
 * demo's, or Razorpay's payment link, passed on by the server's return route): true opens the
 * thank-you dialog, which reads the donation's real state; false shows the error toast.
 */
export function DonationsPage() {
  const [params, setParams] = useSearchParams();
  // The form shows while this loads: it is the usual answer, and the form must not wait for it.
  const options = usePaymentOptions().data;
  const success = params.get('success');
  const sessionId = params.get('session_id');
  const { t } = useLingui();
  const { ct } = useContractText();

  const clearReturn = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('success');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (success !== 'false') return;
    toast.error(contractText(donationMessages.notCompleted), { id: 'donation' });
    clearReturn();
  }, [success, clearReturn]);

  return (
    <div className="space-y-6">
      <PageTitle>{t`Donations`}</PageTitle>
      <div>
        <PageHeading>
          <Trans>Donations</Trans>
        </PageHeading>
        <p className="mt-1 text-lg leading-relaxed text-muted">
          <Trans>Every rupee helps a neighbour borrow equipment, get a ride or a meal.</Trans>{' '}
          <Link to={paths.impact} className="font-semibold text-primary-800 underline underline-offset-4">
            <Trans>See what donations have done</Trans>
          </Link>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {options && !options.online ? (
            <Card className="flex items-start gap-3 p-5 sm:p-6">
              <HandHeart className="mt-1 size-6 shrink-0 text-primary-800" aria-hidden />
              <div>
                <h2 className="text-xl font-bold text-ink">
                  <Trans>Make a donation</Trans>
                </h2>
                <p className="mt-1 text-lg text-ink">{ct(donationMessages.paymentsUnavailable)}</p>
              </div>
            </Card>
          ) : (
            <DonationForm options={options} paid={success === 'true'} />
          )}
          <DonationHistory />
        </div>
        <div className="space-y-6">
          <ImpactTiers />
          <DonationFaq />
        </div>
      </div>
      {success === 'true' && sessionId ? <ThankYouDialog sessionId={sessionId} onClose={clearReturn} /> : null}
    </div>
  );
}
