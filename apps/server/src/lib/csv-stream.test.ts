import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-stream.ts';

/** Batches of ten rows without end, telling when their reader stops asking. */
function endless() {
  const read = { batches: 0, ended: false };
  async function* batches() {
    try {
      for (;;) {
        read.batches += 1;
        yield Array.from({ length: 10 }, (_, i) => i);
      }
    } finally {
      read.ended = true;
    }
  }
  return { read, batches: batches() };
}

describe('csvStream', () => {
  it('asks for a batch only as the reader takes the file', async () => {
    const { read, batches } = endless();
    const csv = csvStream({}, batches, (n) => [String(n).repeat(10_000)], () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nobody reads: a few rows of 10,000 characters fill the stream's buffers (16 KiB on Node 20,
    // 64 KiB on Node 24, and 16 rows waiting to be written), and it waits. Unbounded, it would have
    // asked for hundreds.
    expect(read.batches).toBeLessThan(5);
    (csv as unknown as { destroy(): void }).destroy();
    await expect.poll(() => read.ended).toBe(true);
  });

  it('ends the batches when a download that was reading stops, so what they hold is let go', async () => {
    const { read, batches } = endless();
    const csv = csvStream({}, batches, (n) => [String(n)], () => undefined) as unknown as NodeJS.ReadableStream & { destroy(): void };
    let chunks = 0;
    csv.on('data', () => {
      chunks += 1;
      if (chunks === 50) csv.destroy();
    });
    await expect.poll(() => read.ended).toBe(true);
    expect(read.batches).toBeGreaterThan(1);
  });
});
