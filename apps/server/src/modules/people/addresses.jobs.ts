/**
 * The addresses' work after the answer: locating by their PIN code the addresses saved before
 * locations were taken from PIN codes. The migration that added `location_source` listed those
 * without a location in `addresses_to_locate`; once the job queue is up, a start that finds the
 * list not empty sends one job, which works through it a batch at a time. Addresses saved since
 * are located as they are saved, so the list only shrinks and, once empty, costs a start one
 * indexed look.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addresses, addressesToLocate } from '../../db/schema/people.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { locatePlace } from './addresses.pincodes.ts';
import { addressesLocated, type LocatedAddress } from './addresses.service.ts';

const BATCH = 500;

const listedAddresses = defineQueue<Record<string, never>>('addresses-locate-listed', { retryLimit: 5, batchSize: 1 });

/**
 * Gives each listed address still without a location its PIN code's, and takes it off the list;
 * an address the table cannot place is taken off too (its location stays null). Each batch is one
 * transaction; another node working the list at once skips the rows this one holds. The update
 * checks that the address is still where it was read and still has no location, so a person who
 * edited it meanwhile keeps what they saved. The addresses located are announced on
 * `addressesLocated` in the same transaction. Answers how many addresses it located. A job aborted
 * (`signal`: its time is up, or the node stops) ends between batches; its next try goes on with
 * what is still listed.
 */
export async function locateListedAddresses({ db, jobs }: { db: Db; jobs: Jobs }, signal?: AbortSignal): Promise<number> {
  let located = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: addressesToLocate.addressId, country: addresses.country, pincode: addresses.pincode })
        .from(addressesToLocate)
        .innerJoin(addresses, eq(addresses.id, addressesToLocate.addressId))
        .orderBy(addressesToLocate.addressId)
        .limit(BATCH)
        .for('update', { of: addressesToLocate, skipLocked: true });
      if (rows.length === 0) return null;
      const found = [];
      for (const row of rows) {
        const at = await locatePlace(row);
        if (at) found.push(sql`(${row.id}::uuid, ${row.country}, ${row.pincode}, ${at.latitude}::float8, ${at.longitude}::float8)`);
      }
      let updated: LocatedAddress[] = [];
      if (found.length > 0) {
        const result = (await tx.execute(sql`
          update ${addresses} as a
          set latitude = v.lat, longitude = v.lon, location_source = 'pin'
          from (values ${sql.join(found, sql`, `)}) as v(id, country, pincode, lat, lon)
          where a.id = v.id and a.country = v.country and a.pincode = v.pincode and a.latitude is null
          returning a.id, a.street, a.city, a.state, a.pincode, a.latitude, a.longitude`)) as unknown as { rows: LocatedAddress[] };
        updated = result.rows;
        if (updated.length > 0) await jobs.send(addressesLocated, { addresses: updated }, { db: tx });
      }
      await tx.execute(
        sql`delete from ${addressesToLocate} where address_id in (${sql.join(
          rows.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )})`,
      );
      return updated.length;
    });
    if (batch === null) return located;
    located += batch;
  }
}

export async function addressJobs(app: FastifyInstance) {
  app.jobs.work(listedAddresses, async (_data, job) => {
    const located = await locateListedAddresses(app, job.signal);
    if (located > 0) app.log.info({ located }, 'Addresses located by their PIN code');
  });
  // After the job queue's own onReady (registered earlier), so a job can be sent.
  app.addHook('onReady', async () => {
    const [listed] = await app.db.select({ id: addressesToLocate.addressId }).from(addressesToLocate).limit(1);
    if (listed) await app.jobs.send(listedAddresses, {});
  });
}
