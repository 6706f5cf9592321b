/**
 * A camera that sees a QR code: Chromium's fake capture device plays a Y4M file in a loop, and this
 * writes one whose every frame is the code of a text, black modules on white with a quiet zone, as
 * a printed sticker held up to a phone would look.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { chromiumArgs, fakeMediaArgs, findChromium } from './chromium.ts';
import { resultsDir } from './paths.ts';

const width = 640;
const height = 480;
const frames = 5;
/** White modules around the code, as the printed one has. */
const quietModules = 4;

/**
 * A Y4M video (a text header, then per frame "FRAME\n" and the raw I420 planes) of the QR code of
 * `text`: the luma plane drawn from the code's modules, the two chroma planes neutral grey.
 */
export function qrCodeVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * quietModules;
  const scale = Math.floor(Math.min(width, height) / side);
  const left = Math.floor((width - side * scale) / 2);
  const top = Math.floor((height - side * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const y0 = top + (row + quietModules) * scale;
      const x0 = left + (column + quietModules) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(0, y * width + x0, y * width + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/**
 * A browser of its own whose camera shows the QR code of `text`, granted without a prompt. The
 * fake camera is the browser's, so a journey about one code launches one; close it when done.
 */
export async function browserSeeingQrCode(text: string, name: string): Promise<Browser> {
  const file = join(resultsDir, `${name}.y4m`);
  writeFileSync(file, qrCodeVideo(text));
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...chromiumArgs, ...fakeMediaArgs, `--use-file-for-fake-video-capture=${file}`],
  });
}
