/**
 * A QR code of `text` as a PNG data url. The encoder is loaded when a code is first asked for, so
 * it stays out of the bundle of every page that never shows one; it runs in the browser, offline.
 */
export async function qrCodePng(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the QR code's error correction level
  return toDataURL(text, { width: 320, margin: 2, errorCorrectionLevel: 'M' });
}

/** A file name for the downloaded code: "folding-wheelchair-qr.png". */
export function qrFileName(assetName: string): string {
  const slug = assetName.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, kept the same in every language
  return `${slug || 'asset'}-qr.png`;
}
