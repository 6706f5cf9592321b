import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AssetRequest } from '@sahaya/contract/assets/schemas';
import { AssetRequestCard } from './asset-request-card.tsx';

const loan: AssetRequest = {
  _id: 'r1',
  asset: {
    _id: 'a1',
    name: 'Folding Wheelchair',
    category: 'wheelchair',
    image: null,
    pickupNote: 'Sahaya office, 12 Gandhi Road, 10 AM to 4 PM',
    maxLoanDays: 30,
    maxRenewals: 2,
    checklist: [],
    depositRupees: null,
  },
  status: 'approved',
  priority: 'medium',
  requestedDate: '2026-11-02',
  returnDate: '2026-11-16',
  isOverdue: true,
  quantity: 1,
  reason: null,
  comment: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  decidedAt: '2026-11-01T12:00:00.000Z',
  handedOverAt: '2026-11-02T05:00:00.000Z',
  returnedAt: null,
  returnCondition: null,
  returnNote: null,
  returnChecklist: null,
  renewals: 0,
  deposit: null,
};

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The card's words, tags left out. */
const textOf = (request: AssetRequest) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(AssetRequestCard, { request })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ,/g, ',');

describe("a person's asset request", () => {
  it('shows its period, and when it is late the day it was due', () => {
    const text = textOf(loan);
    expect(text).toContain('Period 2 Nov 2026 – 16 Nov 2026');
    expect(text).toContain('Overdue: due 16 Nov 2026');
    expect(text).toContain('Handed over 2 Nov 2026');
  });

  it('tells a late borrower where to bring it back: the pickup note, else the usual hours', () => {
    expect(textOf(loan)).toContain('Bring it back to where you collected it: Sahaya office, 12 Gandhi Road, 10 AM to 4 PM');
    expect(textOf({ ...loan, asset: { ...loan.asset, pickupNote: null } })).toContain('Bring it back to where you collected it: Monday-Friday, 9 AM - 5 PM');
    expect(textOf({ ...loan, isOverdue: false })).not.toContain('Bring it back');
  });

  it('says how the units came back, and what needed repair', () => {
    const text = textOf({
      ...loan,
      status: 'completed',
      isOverdue: false,
      returnedAt: '2026-11-18T06:00:00.000Z',
      returnCondition: 'needs-repair',
      returnNote: 'The left brake is loose',
    });
    expect(text).not.toContain('Overdue');
    expect(text).toContain('Returned 18 Nov 2026, needs repair');
    expect(text).toContain('What needed repair: The left brake is loose');
  });

  it('shows the deposit paid, with the start of its UPI reference, and when it was refunded', () => {
    const deposit = { rupees: 2000, method: 'upi' as const, reference: '412345678901', refundedAt: null, refundReference: null };
    expect(textOf({ ...loan, deposit })).toContain('Deposit ₹2,000 paid (UPI 4123…) not refunded yet');
    expect(textOf({ ...loan, deposit: { ...deposit, method: 'cash', reference: null, refundedAt: '2026-11-18T06:00:00.000Z' } })).toContain(
      'Deposit ₹2,000 paid in cash refunded on 18 Nov 2026',
    );
    expect(textOf(loan)).not.toContain('Deposit');
  });
});
