import { describe, expect, it } from 'vitest';
import { qrCodePng, qrFileName } from './qr-code.ts';

describe('qrFileName', () => {
  it('names the file after the asset', () => {
    expect(qrFileName('Folding Wheelchair')).toBe('folding-wheelchair-qr.png');
    expect(qrFileName('  ')).toBe('asset-qr.png');
  });
});

describe('qrCodePng', () => {
  it('encodes the text as a PNG data url', async () => {
    const url = await qrCodePng('https://sahaya.example/user/assets/abc');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    // PNG signature, then the IHDR chunk's width: 320 px as asked.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(320);
  });
});
