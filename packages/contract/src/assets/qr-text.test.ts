import { describe, expect, it } from 'vitest';
import { assetQrText, scannedAssetId } from './qr-text.ts';

const origin = 'https://sahaya.example.org';
const id = '3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f';

describe('scannedAssetId', () => {
  it('reads the link the printed QR code holds, and the admin page of an asset', () => {
    expect(scannedAssetId(`${origin}/user/assets/${id}`, origin)).toBe(id);
    expect(scannedAssetId(`${origin}/admin/assets/${id}?page=2`, origin)).toBe(id);
    expect(scannedAssetId(`  ${origin}/user/assets/${id}/ `, origin)).toBe(id);
  });

  it('reads an asset code alone, or a path of this site', () => {
    expect(scannedAssetId(id.toUpperCase(), origin)).toBe(id);
    expect(scannedAssetId(`/user/assets/${id}`, origin)).toBe(id);
  });

  it('refuses another site, another page, and text that names no asset', () => {
    expect(scannedAssetId(`https://elsewhere.example.com/user/assets/${id}`, origin)).toBeNull();
    expect(scannedAssetId(`${origin}/user/requests`, origin)).toBeNull();
    expect(scannedAssetId(`${origin}/user/assets/not-an-id`, origin)).toBeNull();
    expect(scannedAssetId('WIFI:S:Clinic;T:WPA;P:secret;;', origin)).toBeNull();
    expect(scannedAssetId('', origin)).toBeNull();
  });
});

describe('assetQrText', () => {
  it('is the page of the asset for people who borrow it, which the Scan page reads back', () => {
    expect(assetQrText(origin, id)).toBe(`${origin}/user/assets/${id}`);
    expect(assetQrText(`${origin}/`, id)).toBe(`${origin}/user/assets/${id}`);
    expect(scannedAssetId(assetQrText(origin, id), origin)).toBe(id);
  });
});
