import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { OfflineMode, PaymentMode, PaymentProvider } from '@sahaya/contract/donations/schemas';

/** How the money came, in the plain words a receipt's reader uses. */
const modeLabels: Record<PaymentMode, MessageDescriptor> = {
  upi: msg`UPI`,
  card: msg`Card`,
  netbanking: msg`Net banking`,
  wallet: msg`Wallet`,
  emi: msg`EMI`,
  paylater: msg`Pay later`,
  demo: msg`Demo`,
  cash: msg`Cash`,
  cheque: msg`Cheque`,
  'bank-transfer': msg`Bank transfer`,
};

const onlinePayment = msg`Online payment`;

/**
 * A donation's mode in the language of `i18n`: a known one by name, one a provider named that this
 * page does not know as a payment online, and none (not paid yet) as null.
 */
export function paymentModeLabel(i18n: I18n, mode: string | null): string | null {
  if (mode === null) return null;
  const label = modeLabels[mode as PaymentMode] as MessageDescriptor | undefined;
  return i18n._(label ?? onlinePayment);
}

/** The modes an admin records an offline gift under, in the order the form offers them. */
export const offlineModeOptions: { value: OfflineMode; label: MessageDescriptor }[] = [
  { value: 'cash', label: modeLabels.cash },
  { value: 'cheque', label: modeLabels.cheque },
  { value: 'bank-transfer', label: modeLabels['bank-transfer'] },
  { value: 'upi', label: modeLabels.upi },
];

/** The provider's name as donors know it; the demo checkout and offline gifts have none to show. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- names of companies, the same in every language
const providerNames: Partial<Record<PaymentProvider, string>> = { razorpay: 'Razorpay', stripe: 'Stripe' };

/**
 * The ways to pay a provider offers, as one sentence: "UPI, cards, net banking and wallets through
 * Razorpay". The methods come in the server's order (UPI first for Razorpay); unknown ones are left
 * out, and none at all gives null.
 */
export function waysToPay(i18n: I18n, provider: PaymentProvider | null, methods: readonly string[]): string | null {
  const words: Partial<Record<PaymentMode, MessageDescriptor>> = {
    upi: msg`UPI`,
    card: msg`cards`,
    netbanking: msg`net banking`,
    wallet: msg`wallets`,
    emi: msg`EMI`,
    paylater: msg`pay later`,
  };
  const named = methods.flatMap((method) => {
    const word = words[method as PaymentMode];
    return word ? [i18n._(word)] : [];
  });
  if (named.length === 0) return null;
  const list = new Intl.ListFormat(`${i18n.locale}-IN`, { style: 'long', type: 'conjunction' }).format(named);
  const name = provider ? providerNames[provider] : undefined;
  return name ? i18n._(msg`${list} through ${name}`) : list;
}
