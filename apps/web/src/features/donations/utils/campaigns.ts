import { campaigns } from '@sahaya/contract/constants';
import type { Campaign } from '@sahaya/contract/donations/schemas';

export const campaignLabels: Record<Campaign, string> = {
  general: 'General',
  education: 'Education',
  health: 'Health',
  food: 'Food',
  shelter: 'Shelter',
};

export const campaignOptions = campaigns.map((value) => ({ value, label: campaignLabels[value] }));

export const campaignLabel = (campaign: string) => campaignLabels[campaign as Campaign] ?? campaign;

/** The spec's table date: "Nov 23, 2026". */
const tableDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
export const formatDonationDate = (iso: string) => {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? '' : tableDate.format(when);
};

/** What the custom amount field lets through: digits and at most one decimal point (spec 2 §5). */
export const customAmountPattern = /^\d*\.?\d*$/;
