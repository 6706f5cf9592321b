import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlineModeOptions, paymentModeLabel, waysToPay } from './payment-modes.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('paymentModeLabel', () => {
  it('names each mode in plain words', () => {
    const modes = ['upi', 'card', 'netbanking', 'wallet', 'cash', 'cheque', 'bank-transfer'];
    expect(modes.map((mode) => paymentModeLabel(i18n, mode))).toEqual(['UPI', 'Card', 'Net banking', 'Wallet', 'Cash', 'Cheque', 'Bank transfer']);
  });

  it('names a mode it does not know as a payment online, and none as nothing', () => {
    expect(paymentModeLabel(i18n, 'cardless_emi')).toBe('Online payment');
    expect(paymentModeLabel(i18n, null)).toBeNull();
  });
});

describe('waysToPay', () => {
  it('lists the provider’s ways in the server’s order, UPI first, and names the provider', () => {
    expect(waysToPay(i18n, 'razorpay', ['upi', 'card', 'netbanking', 'wallet'])).toBe('UPI, cards, net banking and wallets through Razorpay');
    expect(waysToPay(i18n, 'stripe', ['card'])).toBe('cards through Stripe');
  });

  it('says nothing for the demo checkout, whose only way is no payment', () => {
    expect(waysToPay(i18n, 'demo', ['demo'])).toBeNull();
    expect(waysToPay(i18n, null, [])).toBeNull();
  });
});

describe('offlineModeOptions', () => {
  it('offers the four ways an offline gift is received, cash first', () => {
    expect(offlineModeOptions.map((option) => option.value)).toEqual(['cash', 'cheque', 'bank-transfer', 'upi']);
  });
});
