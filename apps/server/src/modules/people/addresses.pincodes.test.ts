import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locatePincode, locatePlace, placeOfPincode } from './addresses.pincodes.ts';

const kmBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('the PIN-code table', () => {
  it('places known PIN codes near their post offices', async () => {
    // New Delhi GPO and Connaught Place; Mumbai GPO; Bengaluru GPO; Port Blair.
    const known = [
      ['110001', 28.63, 77.22],
      ['400001', 18.94, 72.84],
      ['560001', 12.98, 77.59],
      ['744101', 11.67, 92.74],
    ] as const;
    for (const [pin, latitude, longitude] of known) {
      const at = await locatePincode(pin);
      expect(at, pin).not.toBeNull();
      expect(kmBetween(at!, { latitude, longitude }), pin).toBeLessThan(5);
    }
  });

  it('answers null for a PIN code it does not know', async () => {
    expect(await locatePincode('999999')).toBeNull();
    expect(await locatePincode('000000')).toBeNull();
    expect(await placeOfPincode('999999')).toBeNull();
  });

  it('names the district and state of a PIN code as people write them', async () => {
    expect(await placeOfPincode('110001')).toEqual({ city: 'New Delhi', state: 'Delhi' });
    expect(await placeOfPincode('400001')).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
    expect(await placeOfPincode(' 682001 ')).toEqual({ city: 'Ernakulam', state: 'Kerala' });
    expect(await placeOfPincode('396210')).toEqual({ city: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu' });
    // A PIN code none of whose offices has usable coordinates still has its place.
    expect(await locatePincode('176057')).toBeNull();
    expect(await placeOfPincode('176057')).toEqual({ city: 'Kangra', state: 'Himachal Pradesh' });
  });

  it('locates places in India only', async () => {
    expect(await locatePlace({ country: ' india ', pincode: '110001' })).toEqual(await locatePincode('110001'));
    expect(await locatePlace({ country: 'Bharat', pincode: '110001' })).not.toBeNull();
    // Singapore's postcodes have six digits too; 110001 there is not New Delhi.
    expect(await locatePlace({ country: 'Singapore', pincode: '110001' })).toBeNull();
  });

  it('holds one row per PIN code, every location inside India', () => {
    const csv = gunzipSync(readFileSync(new URL('./pincodes/pincode-locations.csv.gz', import.meta.url))).toString('utf8');
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toBe('pincode,latitude,longitude,district,state');
    expect(rows.length).toBeGreaterThan(19_000);
    const pins = new Set<string>();
    const outside = rows.filter((row) => {
      const [pin = '', lat, lon] = row.split(',');
      pins.add(pin);
      if (lat === '' && lon === '') return false;
      const [latitude, longitude] = [Number(lat), Number(lon)];
      return !/^[1-9]\d{5}$/.test(pin) || !(latitude >= 6 && latitude <= 37.5 && longitude >= 68 && longitude <= 97.5);
    });
    expect(outside).toEqual([]);
    expect(pins.size).toBe(rows.length);
  });
});
