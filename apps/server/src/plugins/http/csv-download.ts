/** What every CSV download shares: the file's headers, and what a file read through a cursor needs. */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';

/** What a CSV file read through a cursor needs (db/held-cursor.ts): the database, and a log for a file that fails part-way. */
export type CsvDeps = Pick<Database, 'db' | 'reserve'> & { log: Pick<FastifyBaseLogger, 'error'> };

export const csvDepsOf = (app: FastifyInstance): CsvDeps => ({ db: app.db, reserve: () => app.database.reserve(), log: app.log });

/** Sends a CSV file for download, kept by no cache on the way: every CSV names people. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: NodeJS.ReadableStream): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
