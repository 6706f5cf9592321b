import { Trans, useLingui } from '@lingui/react/macro';
import type { Donation } from '@sahaya/contract/donations/schemas';
import { paymentModeLabel } from '../utils/payment-modes.ts';
import { ReceiptNumber } from './receipt-number.tsx';

/** How a donation was paid, in plain words, once it was: a demo donation's badge already says how it was "paid". */
export function usePaymentModeOf() {
  const { i18n } = useLingui();
  return (donation: Donation) => (donation.isDemo || donation.status !== 'completed' ? null : paymentModeLabel(i18n, donation.paymentMode));
}

/** A donation's receipt number and how it was paid, once it has them, on one line. */
export function PaymentFacts({ donation }: { donation: Donation }) {
  const mode = usePaymentModeOf()(donation);
  if (!mode && !donation.receiptNumber) return null;
  return (
    <p className="text-ink">
      {donation.receiptNumber ? (
        <>
          <Trans>Receipt number</Trans> <ReceiptNumber value={donation.receiptNumber} className="font-semibold" />
        </>
      ) : null}
      {donation.receiptNumber && mode ? ' · ' : null}
      {mode}
    </p>
  );
}
