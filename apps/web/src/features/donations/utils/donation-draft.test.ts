import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../lib/testing/memory-storage.ts';
import { keepGift, startingGift, type GiftDraft } from './donation-draft.ts';

const presets = [50, 100, 500, 1000];
const fresh: GiftDraft = { preset: 50, custom: '', campaign: 'general', message: '', isAnonymous: false };
const gift: GiftDraft = { preset: 50, custom: '250', campaign: 'education', message: 'For the reading room', isAnonymous: true };

describe('the donation form’s draft', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('brings the gift back after a checkout given up, and for the same person only', () => {
    keepGift('u1', gift, fresh, true);
    expect(startingGift('u1', fresh, presets, false)).toEqual(gift);
    expect(startingGift('u2', fresh, presets, false)).toEqual(fresh);
    expect(startingGift(null, fresh, presets, false)).toEqual(fresh);
  });

  it('starts afresh after the gift sent to the checkout was paid, and forgets it', () => {
    keepGift('u1', gift, fresh, true);
    expect(startingGift('u1', fresh, presets, true)).toEqual(fresh);
    expect(startingGift('u1', fresh, presets, false)).toEqual(fresh);
  });

  it('keeps a gift being typed when another was paid meanwhile (Try again in the history)', () => {
    keepGift('u1', gift, fresh);
    expect(startingGift('u1', fresh, presets, true)).toEqual(gift);
  });

  it('keeps nothing for the fresh form, and replaces a spoilt choice with the fresh one', () => {
    keepGift('u1', gift, fresh);
    keepGift('u1', fresh, fresh);
    expect(storage.getItem('sahaya-draft:donation:u1')).toBeNull();

    storage.setItem('sahaya-draft:donation:u1', JSON.stringify({ preset: 75, custom: '1e9', campaign: 'casino', message: 'Kept', isAnonymous: 'no' }));
    expect(startingGift('u1', fresh, presets, false)).toEqual({ ...fresh, message: 'Kept' });
  });
});
