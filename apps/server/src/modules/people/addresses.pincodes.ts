/**
 * The approximate location of an Indian address from its PIN code, and the district and state it
 * is in, from the table in pincodes/pincode-locations.csv.gz (its README says where the data comes
 * from and how it was built). The table is read on the first lookup, not at start, and kept for the
 * life of the process: about 20,000 PIN codes (845 KB of CSV; the 750 districts' and 36 states'
 * names are kept once each), read and parsed in a fraction of a second; a lookup after that is a
 * map read (under a microsecond).
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { locatedByPincode } from '@sahaya/contract/addresses/pincode';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The district (the address's city) and state a PIN code is in, as India Post names them. */
export interface PincodePlace {
  city: string;
  state: string;
}

interface PincodeRow {
  location: Coordinates | null;
  place: PincodePlace | null;
}

const TABLE = new URL('./pincodes/pincode-locations.csv.gz', import.meta.url);

let table: Promise<Map<string, PincodeRow>> | undefined;

async function readTable(): Promise<Map<string, PincodeRow>> {
  const csv = (await promisify(gunzip)(await readFile(TABLE))).toString('utf8');
  const byPin = new Map<string, PincodeRow>();
  // Thousands of rows name the same district and state: each pair is kept once.
  const places = new Map<string, PincodePlace>();
  // The first line is the header: pincode,latitude,longitude,district,state; a part not known is empty.
  for (const line of csv.split('\n').slice(1)) {
    const [pin, latitude, longitude, city, state] = line.split(',');
    if (!pin) continue;
    const location = latitude && longitude ? { latitude: Number(latitude), longitude: Number(longitude) } : null;
    let place: PincodePlace | null = null;
    if (city && state) {
      const key = `${city},${state}`;
      place = places.get(key) ?? { city, state };
      places.set(key, place);
    }
    byPin.set(pin, { location, place });
  }
  return byPin;
}

/** The table, read once; a failed read is not kept, so the next lookup tries again. */
function pincodeTable(): Promise<Map<string, PincodeRow>> {
  table ??= readTable().catch((error: unknown) => {
    table = undefined;
    throw error;
  });
  return table;
}

/** The location of a PIN code, or null for one the table does not know. */
export async function locatePincode(pincode: string): Promise<Coordinates | null> {
  return (await pincodeTable()).get(pincode.trim())?.location ?? null;
}

/** The city (district) and state of a PIN code, or null for one the table does not know or knows no place of. */
export async function placeOfPincode(pincode: string): Promise<PincodePlace | null> {
  return (await pincodeTable()).get(pincode.trim())?.place ?? null;
}

/**
 * The location of a place from its PIN code, or null when it has none: a place outside India
 * (another country's six-digit postcode would land somewhere in India) or a PIN code the table
 * does not know.
 */
export async function locatePlace(place: { country: string; pincode: string }): Promise<Coordinates | null> {
  if (!locatedByPincode(place.country)) return null;
  return locatePincode(place.pincode);
}
