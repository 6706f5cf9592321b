import { describe, expect, it } from 'vitest';
import { locationAfterEdit, samePlace, sharedCoordinates } from './location-field.tsx';

const saved = {
  street: '12 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  country: 'India',
  pincode: '682001',
  latitude: 9.93,
  longitude: 76.26,
};

describe('samePlace', () => {
  it('compares the five place fields, ignoring surrounding spaces', () => {
    expect(samePlace(saved, { ...saved, street: ' 12 MG Road ' })).toBe(true);
    expect(samePlace(saved, { ...saved, pincode: '682002' })).toBe(false);
  });
});

describe('locationAfterEdit', () => {
  it('keeps the saved location while the place is the same', () => {
    expect(locationAfterEdit(saved, { ...saved })).toEqual({ latitude: 9.93, longitude: 76.26, cleared: false });
  });

  it('drops the saved location once the place changed, and says so', () => {
    expect(locationAfterEdit(saved, { ...saved, street: '14 MG Road' })).toEqual({
      latitude: null,
      longitude: null,
      cleared: true,
    });
  });

  it('keeps a location taken after the place changed', () => {
    const moved = { ...saved, street: '14 MG Road', latitude: 9.95, longitude: 76.3 };
    expect(locationAfterEdit(saved, moved)).toEqual({ latitude: 9.95, longitude: 76.3, cleared: false });
  });

  it('leaves a new address as typed', () => {
    expect(locationAfterEdit(undefined, { ...saved, latitude: null, longitude: null })).toEqual({
      latitude: null,
      longitude: null,
      cleared: false,
    });
  });
});

describe('sharedCoordinates', () => {
  it("gives a form only the coordinates the person shared, never a PIN code's", () => {
    expect(sharedCoordinates({ latitude: 9.93, longitude: 76.26, locationSource: 'device' })).toEqual({ latitude: 9.93, longitude: 76.26 });
    expect(sharedCoordinates({ latitude: 9.97, longitude: 76.24, locationSource: 'pin' })).toEqual({ latitude: null, longitude: null });
    expect(sharedCoordinates(null)).toEqual({ latitude: null, longitude: null });
  });
});
