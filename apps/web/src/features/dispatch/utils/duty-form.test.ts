import { describe, expect, it } from 'vitest';
import type { Availability } from '@sahaya/contract/dispatch/schemas';
import type { SavedPlace } from '../../../lib/saved-places.ts';
import { dutyFormValues, startingPlaces } from './duty-form.ts';

const place = (value: string, located = true): SavedPlace => ({ value, label: `Place ${value}`, located });

const saved = (over: Partial<Availability>): Availability => ({ onDuty: false, radiusKm: 10, addressId: null, skills: [], ...over });

describe('startingPlaces', () => {
  it('keeps the addresses with a location, in the order given (primary first)', () => {
    expect(startingPlaces([place('home'), place('shop', false), place('office')]).map((p) => p.value)).toEqual(['home', 'office']);
  });
});

describe('dutyFormValues', () => {
  const places = [place('home'), place('office')];

  it('shows the place saved', () => {
    expect(dutyFormValues(saved({ addressId: 'office', onDuty: true, radiusKm: 5, skills: ['medical'] }), places)).toEqual({
      onDuty: true,
      radiusKm: 5,
      addressId: 'office',
      skills: ['medical'],
    });
  });
  it('offers the first place (the primary address) when none was saved', () => {
    expect(dutyFormValues(saved({}), places).addressId).toBe('home');
  });
  it('offers the first place when the one saved can no longer be started from', () => {
    expect(dutyFormValues(saved({ addressId: 'gone' }), places).addressId).toBe('home');
  });
  it('leaves the place empty when there is none to start from', () => {
    expect(dutyFormValues(saved({ addressId: 'gone' }), []).addressId).toBeNull();
  });
  it('does not share the saved list of skills with the form', () => {
    const settings = saved({ skills: ['general'] });
    expect(dutyFormValues(settings, places).skills).not.toBe(settings.skills);
  });
});
