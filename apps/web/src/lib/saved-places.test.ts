import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@sahaya/contract/users';
import { savedPlaces } from './saved-places.ts';

const address = (over: Partial<Address>): Address => ({
  _id: crypto.randomUUID(),
  fname: 'Ravi',
  lname: 'Kumar',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  latitude: 12.97,
  longitude: 77.59,
  isPrimary: false,
  hasLocation: true,
  locationSource: 'pin',
  ...over,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('the places a volunteer measures from', () => {
  it('puts the primary address first, keeps the others in order and names each by street and town', () => {
    const office = address({ street: '4 Janpath', city: 'New Delhi' });
    const home = address({ street: '9 Park Street', city: 'Kolkata', isPrimary: true });
    const shop = address({ street: '1 Beach Road', city: 'Chennai' });
    expect(savedPlaces(i18n, [office, home, shop])).toEqual([
      { value: home._id, label: '9 Park Street, Kolkata (primary)', located: true },
      { value: office._id, label: '4 Janpath, New Delhi', located: true },
      { value: shop._id, label: '1 Beach Road, Chennai', located: true },
    ]);
  });

  it('says which addresses have no location, so they cannot be chosen', () => {
    const unplaced = address({ latitude: null, longitude: null, hasLocation: false, locationSource: null, isPrimary: true });
    expect(savedPlaces(i18n, [unplaced])).toEqual([
      { value: unplaced._id, label: '12 MG Road, Bengaluru (primary, no location on the map)', located: false },
    ]);
  });
});
