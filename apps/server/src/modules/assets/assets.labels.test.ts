/**
 * The sheet of labels: only admins print it, refused before its ids are read; the ids are checked
 * with a message for each mistake; and each label carries the asset's name in the reader's
 * language, its short code and a QR code that, printed and read back from the page's picture, is
 * the text the Scan page opens the asset by.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { assetQrText, scannedAssetId } from '@sahaya/contract/assets/qr-text';
import { MAX_ASSET_LABELS } from '@sahaya/contract/constants';
import { buildTestApp } from '../../test/build-test-app.ts';
import { injectAs } from '../../test/inject.ts';
import { lendingKit, uniqueName } from '../../test/asset-loans.ts';
import { labelBox, LABELS_PER_PAGE, type LabelBox } from './assets.label-sheet.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;
let translated: { _id: string; shortCode: string; name: string };
let plain: { _id: string; shortCode: string; name: string };
const hindiName = 'फ़ोल्डिंग व्हीलचेयर';

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
  translated = await kit.addAsset({ name: uniqueName('Chair'), translations: { hi: { name: hindiName } } });
  plain = await kit.addAsset({ name: uniqueName('Airbed'), category: 'airbed' });
});
afterAll(async () => close());

const hindi = { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } };
const labels = (token: string | null, ids: unknown, extra = {}) =>
  injectAs(app, token, endpoints.assetLabelsPdf, ids === undefined ? {} : { query: { ids } }, extra);

/** PDF points to pixels at the resolution the page is drawn at. */
const DPI = 150;
const px = (points: number) => Math.round((points * DPI) / 72);

/** The text poppler reads in one label's box of `page` (1 first), spaces and line breaks made single spaces. */
function textIn(pdf: Buffer, page: number, box: LabelBox): string {
  const area = ['-x', box.x, '-y', box.y, '-W', box.width, '-H', box.height].map((value) => String(typeof value === 'number' ? Math.floor(value) : value));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), '-r', '72', ...area, '-', '-'], { input: pdf });
  return text.toString('utf8').replace(/\s+/g, ' ').trim();
}

/** The first page drawn as a picture, as a printer or a camera sees it. */
function firstPagePicture(pdf: Buffer): PNG {
  const folder = mkdtempSync(join(tmpdir(), 'sahaya-labels-'));
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-f', '1', '-l', '1', '-singlefile', '-', join(folder, 'page')], { input: pdf });
  return PNG.sync.read(readFileSync(join(folder, 'page.png')));
}

/** The QR code read from one label's box of `picture`, as the Scan page's decoder reads a camera frame. */
function qrIn(picture: PNG, box: LabelBox) {
  const [x, y, width, height] = [px(box.x), px(box.y), px(box.width), px(box.height)];
  const cut = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * picture.width + x) * 4;
    cut.set(picture.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(cut, width, height);
}

const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe('who may print labels', () => {
  it('refuses a stranger with 401 and a person of another role with 403, before reading the ids', async () => {
    for (const ids of [undefined, 'not-an-id', translated._id]) {
      const stranger = await labels(null, ids);
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().code).toBe('UNAUTHENTICATED');
      const person = await kit.person();
      const user = await labels(person.token, ids);
      expect(user.statusCode).toBe(403);
      expect(user.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('the ids of the sheet', () => {
  it('answers 400 with a message for no ids, ids that are not ids, and too many', async () => {
    const cases: [unknown, string][] = [
      [undefined, assetMessages.labelIdsRequired()],
      ['', assetMessages.labelIdsRequired()],
      [' , ,', assetMessages.labelIdsRequired()],
      [`${translated._id},not-an-id`, assetMessages.labelIdsInvalid()],
      [Array.from({ length: MAX_ASSET_LABELS + 1 }, () => translated._id).join(','), assetMessages.labelIdsTooMany()],
    ];
    for (const [ids, message] of cases) {
      const res = await labels(kit.admin, ids);
      expect(res.statusCode, String(ids).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message, errors: { ids: message } });
    }
    const inHindi = await labels(kit.admin, 'not-an-id', hindi);
    expect(inHindi.json().code).toBe('VALIDATION');
    expect(inHindi.json().message).not.toBe(assetMessages.labelIdsInvalid());
    expect(inHindi.json().message).toMatch(/\p{Script=Devanagari}/u);
  });

  it('answers 404 ASSET_NOT_FOUND when an id names no asset, rather than leave its label out', async () => {
    const res = await labels(kit.admin, `${translated._id},6f1d2a7e-0000-4000-8000-00000000abcd`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ASSET_NOT_FOUND', message: assetMessages.notFound() });
  });
});

describe('the sheet', () => {
  it("prints each asset's name and code, with a QR code the Scan page reads as the asset", async () => {
    const res = await labels(kit.admin, `${translated._id}, ${plain._id.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="asset-labels_\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = res.rawPayload;
    expect(pageCount(pdf)).toBe(1);

    const picture = firstPagePicture(pdf);
    const origin = new URL(app.config.publicUrl).origin;
    for (const [index, asset] of [translated, plain].entries()) {
      const box = labelBox(index);
      const text = textIn(pdf, 1, box);
      expect(text).toContain(asset.name);
      expect(text).toContain(asset.shortCode);
      const read = qrIn(picture, box);
      expect(read?.data, `the QR code of ${asset.name}`).toBe(assetQrText(app.config.publicUrl, asset._id));
      expect(scannedAssetId(read!.data, origin)).toBe(asset._id);
      // Printed at least 25 mm wide, for a phone to read it from arm's length.
      const side = ((read!.location.topRightCorner.x - read!.location.topLeftCorner.x) / DPI) * 25.4;
      expect(side).toBeGreaterThanOrEqual(25);
    }
    // Nothing in the third place: two ids, two labels.
    expect(qrIn(picture, labelBox(2))).toBeNull();
  });

  it("names the assets in the reader's language, in English where none was written in it", async () => {
    const res = await labels(kit.admin, `${translated._id},${plain._id}`, hindi);
    expect(res.statusCode, res.body).toBe(200);
    const first = textIn(res.rawPayload, 1, labelBox(0));
    expect(first).toContain(hindiName);
    expect(first).not.toContain(translated.name);
    expect(first).toContain(translated.shortCode);
    expect(first).toContain('सहाया');
    expect(textIn(res.rawPayload, 1, labelBox(1))).toContain(plain.name);
  });

  it('prints an id named twice twice, onto more pages when they are full, named by its code when it is one asset', async () => {
    const count = LABELS_PER_PAGE + 2;
    const res = await labels(kit.admin, Array.from({ length: count }, () => plain._id).join(','));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="asset-label_${plain.shortCode}.pdf"`);
    expect(pageCount(res.rawPayload)).toBe(2);
    expect(textIn(res.rawPayload, 1, labelBox(LABELS_PER_PAGE - 1))).toContain(plain.shortCode);
    expect(textIn(res.rawPayload, 2, labelBox(1))).toContain(plain.shortCode);
    expect(textIn(res.rawPayload, 2, labelBox(2))).toBe('');
  });
});
