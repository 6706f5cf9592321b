/**
 * Short codes: each asset added is given the next code of its category's letters, in the
 * transaction that adds it, also when admins add several at once; every asset reply carries it;
 * and the Scan page finds an asset by its code as people type it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { buildTestApp } from '../../test/build-test-app.ts';
import { injectAs } from '../../test/inject.ts';
import { lendingKit } from '../../test/asset-loans.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let kit: Awaited<ReturnType<typeof lendingKit>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  kit = await lendingKit(app);
});
afterAll(async () => close());

const numberOf = (code: string) => Number(code.slice(3));

describe('short codes', () => {
  it("gives each asset the next number of its category's letters, and every asset reply carries it", async () => {
    const first = await kit.addAsset({ category: 'walkingStick' });
    const second = await kit.addAsset({ category: 'walkingStick' });
    const airbed = await kit.addAsset({ category: 'airbed' });
    expect(first.shortCode).toMatch(/^WS-\d{4}$/);
    expect(numberOf(second.shortCode)).toBe(numberOf(first.shortCode) + 1);
    expect(airbed.shortCode).toMatch(/^AB-\d{4}$/);

    const read = await injectAs(app, kit.admin, endpoints.getAsset, { params: { id: second._id } });
    expect(read.json().asset.shortCode).toBe(second.shortCode);
    const listed = await injectAs(app, kit.admin, endpoints.listAssets, { query: { search: second.name } });
    expect(listed.json().assets).toEqual([expect.objectContaining({ _id: second._id, shortCode: second.shortCode })]);
  });

  it('keeps the code when the asset is edited, its category too: it is printed on the equipment', async () => {
    const asset = await kit.addAsset({ category: 'wheelchair' });
    const { image } = (await injectAs(app, kit.admin, endpoints.getAsset, { params: { id: asset._id } })).json().asset as { image: string };
    const res = await injectAs(app, kit.admin, endpoints.updateAsset, {
      params: { id: asset._id },
      body: { name: asset.name, category: 'airbed', description: 'Now an airbed.', stocks: 2, image },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().asset).toMatchObject({ category: 'airbed', shortCode: asset.shortCode });
  });

  it('gives assets added at the same moment numbers of their own, one after the other', async () => {
    const before = await kit.addAsset({ category: 'wheelchair' });
    const added = await Promise.all(Array.from({ length: 8 }, () => kit.addAsset({ category: 'wheelchair' })));
    const numbers = added.map((asset) => numberOf(asset.shortCode)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => numberOf(before.shortCode) + 1 + i));
  });

  it('finds an asset by its code as it is printed or typed, for anybody signed in', async () => {
    const asset = await kit.addAsset({ category: 'airbed' });
    const number = numberOf(asset.shortCode);
    const person = await kit.person();
    for (const typed of [asset.shortCode, `ab-${number}`, `AB ${String(number).padStart(4, '0')}`, `ab${String(number).padStart(4, '0')}`]) {
      const res = await injectAs(app, person.token, endpoints.getAssetByCode, { params: { code: typed } });
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().asset).toMatchObject({ _id: asset._id, shortCode: asset.shortCode, waitlistPosition: null, waitlistLength: 0 });
    }
  });

  it('answers 404 with its code for a code no asset has, and 400 saying what a code looks like for anything else', async () => {
    const unknown = await injectAs(app, kit.admin, endpoints.getAssetByCode, { params: { code: 'ws-98765' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ASSET_CODE_NOT_FOUND', message: assetMessages.codeNotFound('WS-98765'), params: ['WS-98765'] });

    // Letters no category has read as a code (categories come and go), which no asset carries.
    const noCategory = await injectAs(app, kit.admin, endpoints.getAssetByCode, { params: { code: 'XY-0042' } });
    expect(noCategory.json()).toMatchObject({ code: 'ASSET_CODE_NOT_FOUND', params: ['XY-0042'] });

    const notACode = await injectAs(app, kit.admin, endpoints.getAssetByCode, { params: { code: 'X-0042' } });
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json().errors).toEqual({ code: assetMessages.codeInvalid() });

    const hindi = await injectAs(app, kit.admin, endpoints.getAssetByCode, { params: { code: 'WC-99999' } }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.json().message).not.toBe(assetMessages.codeNotFound('WC-99999'));
    expect(hindi.json().message).toContain('WC-99999');
  });
});
