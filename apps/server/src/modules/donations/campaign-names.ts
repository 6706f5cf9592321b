/**
 * A campaign's name as people read it, in their language: on receipts and statements, in the
 * donor's thanks, the checkout's description and the admin's export.
 */
import type { Campaign } from '@sahaya/contract/donations/schemas';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import type { MessageDescriptor } from '@lingui/core';
import { say } from '../../lib/i18n.ts';

const campaignNames: Record<Campaign, MessageDescriptor> = {
  general: /*i18n*/ { id: 'campaign.general', message: 'General' },
  education: /*i18n*/ { id: 'campaign.education', message: 'Education' },
  health: /*i18n*/ { id: 'campaign.health', message: 'Health' },
  food: /*i18n*/ { id: 'campaign.food', message: 'Food' },
  shelter: /*i18n*/ { id: 'campaign.shelter', message: 'Shelter' },
};

/** A campaign's name in `language`; one the code does not know by its word as stored. */
export const campaignName = (campaign: string, language: Language = defaultLanguage) => {
  const name = campaignNames[campaign as Campaign];
  return name ? say(language, name) : campaign.charAt(0).toUpperCase() + campaign.slice(1);
};
