/**
 * The approximate location of an Indian address from its PIN code, from the table in
 * pincodes/pincode-locations.csv.gz (its README says where the data comes from and how it was
 * built). The table is read on the first lookup, not at start, and kept for the life of the
 * process: about 20,000 PIN codes (448 KB of CSV, 12 MB of heap at most), read and parsed in
 * about 0.15 s on a loaded 2-core machine; a lookup after that is a map read (under a microsecond).
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { locatedByPincode } from '@sahaya/contract/addresses/pincode';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const TABLE = new URL('./pincodes/pincode-locations.csv.gz', import.meta.url);

let table: Promise<Map<string, Coordinates>> | undefined;

async function readTable(): Promise<Map<string, Coordinates>> {
  const csv = (await promisify(gunzip)(await readFile(TABLE))).toString('utf8');
  const byPin = new Map<string, Coordinates>();
  // The first line is the header: pincode,latitude,longitude.
  for (const line of csv.split('\n').slice(1)) {
    const [pin, latitude, longitude] = line.split(',');
    if (pin && latitude && longitude) byPin.set(pin, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return byPin;
}

/** The table, read once; a failed read is not kept, so the next lookup tries again. */
function pincodeTable(): Promise<Map<string, Coordinates>> {
  table ??= readTable().catch((error: unknown) => {
    table = undefined;
    throw error;
  });
  return table;
}

/** The location of a PIN code, or null for one the table does not know. */
export async function locatePincode(pincode: string): Promise<Coordinates | null> {
  return (await pincodeTable()).get(pincode.trim()) ?? null;
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
