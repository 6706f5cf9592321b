import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@sahaya/contract/constants';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { imageProblem } from './image-checks.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('imageProblem', () => {
  it('accepts a small PNG', async () => {
    expect(await imageProblem(new Blob([png], { type: 'image/png' }))).toBeNull();
  });

  it('refuses a file above 5 MB with the spec message', async () => {
    const big = new Blob([png, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' });
    expect(await imageProblem(big)).toBe(uploadMessages.imageTooLarge);
  });

  it('refuses text named like an image', async () => {
    expect(await imageProblem(new Blob(['hello, not a picture'], { type: 'image/png' }))).toBe(uploadMessages.notAnImage);
  });
});
