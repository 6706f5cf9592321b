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

/** What the custom amount field lets through: digits and at most one decimal point (spec 2 §5). */
export const customAmountPattern = /^\d*\.?\d*$/;
