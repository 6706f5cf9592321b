import { useLingui } from '@lingui/react/macro';
import type { LoanDeposit as Deposit } from '@sahaya/contract/assets/schemas';
import { Detail } from '../../../components/ui/detail.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { shortReference } from '../utils/deposit.ts';

/**
 * A loan's deposit, as a term of a card's details: how much was paid and how ("₹2,000 paid (UPI
 * 4123…)"), and when it was refunded, with the refund's reference.
 */
export function LoanDeposit({ deposit }: { deposit: Deposit }) {
  const { t } = useLingui();
  const f = useFormat();
  const amount = f.rupees(deposit.rupees);
  const reference = deposit.reference ? shortReference(deposit.reference) : '';
  const paid =
    deposit.method === 'upi'
      ? reference
        ? t`${amount} paid (UPI ${reference})`
        : t`${amount} paid (UPI)`
      : deposit.method === 'cash'
        ? t`${amount} paid in cash`
        : t`${amount} paid`;
  const refundedOn = deposit.refundedAt ? f.date(deposit.refundedAt) : '';
  const refundReference = deposit.refundReference ? shortReference(deposit.refundReference) : '';
  return (
    <Detail term={t`Deposit`}>
      <span className="block">{paid}</span>
      {deposit.refundedAt ? (
        <span className="block text-muted">
          <time dateTime={deposit.refundedAt}>{refundReference ? t`refunded on ${refundedOn} (${refundReference})` : t`refunded on ${refundedOn}`}</time>
        </span>
      ) : (
        <span className="block text-muted">{t`not refunded yet`}</span>
      )}
    </Detail>
  );
}
