import { campaigns } from '@sahaya/contract/constants';
import type { Campaign } from '@sahaya/contract/donations/schemas';
import { clearDraft, readDraft, writeDraft } from '../../../lib/forms/session-draft.ts';
import { customAmountPattern } from './campaigns.ts';

/**
 * The donation form's choices as kept in the tab (lib/forms/session-draft.ts). The PAN is not
 * among them: it is a tax identifier, and it needs no keeping here, as the server keeps a PAN
 * given at checkout on the donor's profile, from which the form fills it again.
 */
export interface GiftDraft {
  preset: number | null;
  custom: string;
  campaign: Campaign;
  message: string;
  isAnonymous: boolean;
}

const FORM = 'donation';

const choices = ['preset', 'custom', 'campaign', 'message', 'isAnonymous'] as const satisfies readonly (keyof GiftDraft)[];
const sameGift = (a: GiftDraft, b: GiftDraft) => choices.every((choice) => a[choice] === b[choice]);

/** The draft's gift, each choice checked so that a spoilt one gives way to the fresh form's. */
function giftIn(saved: Record<string, unknown>, fresh: GiftDraft, presets: readonly number[]): GiftDraft {
  const { preset, custom, campaign, message, isAnonymous } = saved;
  return {
    preset: preset === null || (typeof preset === 'number' && presets.includes(preset)) ? preset : fresh.preset,
    custom: typeof custom === 'string' && customAmountPattern.test(custom) ? custom : fresh.custom,
    campaign: campaigns.find((known) => known === campaign) ?? fresh.campaign,
    message: typeof message === 'string' ? message : fresh.message,
    isAnonymous: typeof isAnonymous === 'boolean' ? isAnonymous : fresh.isAnonymous,
  };
}

/**
 * The gift the form starts with: as it was left in this tab, or `fresh`. Back from a paid checkout
 * the gift sent to it is done with, and the form starts fresh; a draft typed while another gift was
 * paid (Try again, in the history) stays.
 */
export function startingGift(userId: string | null, fresh: GiftDraft, presets: readonly number[], paid: boolean): GiftDraft {
  const saved = userId ? readDraft(FORM, userId) : null;
  if (!userId || !saved) return fresh;
  if (paid && saved.atCheckout === true) {
    clearDraft(FORM, userId);
    return fresh;
  }
  return giftIn(saved, fresh, presets);
}

/** Keeps the form's gift, or forgets it once back to `fresh`; `atCheckout` marks it sent on to pay. */
export function keepGift(userId: string, gift: GiftDraft, fresh: GiftDraft, atCheckout = false): void {
  if (sameGift(gift, fresh)) clearDraft(FORM, userId);
  else writeDraft(FORM, userId, { ...gift, atCheckout });
}
