/** The side of the QR code, in pixels, and so the width of the label. */
const QR_SIZE = 320;
/** The band under the code on the label, where the short code is written. */
const CODE_BAND = 96;
/** The short code's type: as large as fits, so it can be read from a step away and typed. */
const CODE_FONT_PX = 64;

/**
 * A QR code of `text` as a PNG data url. The encoder is loaded when a code is first asked for, so
 * it stays out of the bundle of every page that never shows one; it runs in the browser, offline.
 */
export async function qrCodePng(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the QR code's error correction level
  return toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
}

function loadedImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The QR code could not be drawn'));
    image.src = src;
  });
}

/**
 * The label stuck on the equipment, as a PNG data url: the QR code of `url` and under it the
 * asset's short code in large type, for whoever has no camera to type on the Scan page. Downloaded
 * or printed, the label is this one picture, so the code never goes missing from it.
 */
export async function qrLabelPng(url: string, code: string): Promise<string> {
  const qr = await loadedImage(await qrCodePng(url));
  const canvas = document.createElement('canvas');
  canvas.width = QR_SIZE;
  canvas.height = QR_SIZE + CODE_BAND;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The label could not be drawn');
  /* eslint-disable lingui/no-unlocalized-strings -- colours, fonts and alignments of the drawing */
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(qr, 0, 0, QR_SIZE, QR_SIZE);
  context.fillStyle = '#000000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // A longer number (WC-12345) is set a little smaller, so it keeps a margin on both sides.
  let size = CODE_FONT_PX;
  do {
    context.font = `700 ${size}px "Noto Sans", Arial, sans-serif`;
  } while (context.measureText(code).width > QR_SIZE - 24 && --size > 24);
  /* eslint-enable lingui/no-unlocalized-strings */
  context.fillText(code, QR_SIZE / 2, QR_SIZE + CODE_BAND / 2 - 12);
  return canvas.toDataURL('image/png');
}

/** A file name for the downloaded code: "folding-wheelchair-qr.png". */
export function qrFileName(assetName: string): string {
  const slug = assetName.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, kept the same in every language
  return `${slug || 'asset'}-qr.png`;
}
