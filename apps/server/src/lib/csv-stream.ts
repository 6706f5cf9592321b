import { stringify, type Options } from 'csv-stringify';

/** Waits until the client has read what is buffered, or has gone away. */
function drained(stream: NodeJS.EventEmitter & { destroyed: boolean }): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/**
 * A CSV file made of `batches` of rows as the client reads it: a batch is asked for only when the
 * last one has gone out, so the file's size never stays in memory, and a dropped download stops
 * asking, ending `batches` (a cursor's reader closes it: db/held-cursor.ts). A batch that fails ends the file with the error, which `failed` is told (the headers have
 * gone: the client sees a cut-off download).
 */
export function csvStream<Row>(
  options: Options,
  batches: AsyncIterable<readonly Row[]>,
  cells: (row: Row) => string[],
  failed: (error: unknown) => void,
): NodeJS.ReadableStream {
  const csv = stringify(options);
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          // A destroyed stream answers every write with false and never drains again.
          if (csv.destroyed) return;
          if (!csv.write(cells(row))) await drained(csv);
        }
      }
      csv.end();
    } catch (error) {
      failed(error);
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

