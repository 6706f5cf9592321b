import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { campaigns } from '@sahaya/contract/constants';
import type { Campaign } from '@sahaya/contract/donations/schemas';

/** Each campaign's name, in the language shown once rendered with `i18n._`. */
export const campaignLabels: Record<Campaign, MessageDescriptor> = {
  general: msg`General`,
  education: msg`Education`,
  health: msg`Health`,
  food: msg`Food`,
  shelter: msg`Shelter`,
};

export const campaignOptions = campaigns.map((value) => ({ value, label: campaignLabels[value] }));

/** A campaign's name in the language of `i18n`; a value that is not a campaign reads as it is. */
export const campaignLabel = (i18n: I18n, campaign: string) => {
  const label = campaignLabels[campaign as Campaign] as MessageDescriptor | undefined;
  return label ? i18n._(label) : campaign;
};

/** What the custom amount field lets through: digits and at most one decimal point (spec 2 §5). */
export const customAmountPattern = /^\d*\.?\d*$/;
