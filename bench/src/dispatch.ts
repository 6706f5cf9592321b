/**
 * Dispatch at scale (issue 37): requests for help made while 10,000 volunteers are on duty over
 * the country and 100,000 requests are open, each starting a real dispatch whose first wave the
 * app under test runs as a job while the requests keep coming; and the statement that chooses a
 * wave, built by the app's own code, run straight on the driver.
 *
 * The scenario makes its own place: an address of the measured person at the centre of Pune, one
 * for the warm-up and one for the measured run, so the run's requests are those made at its
 * address. Afterwards they go, with everything they caused (alerts, notices and the jobs of later
 * waves and deadlines), and so do the addresses, so the seeded data stays exactly as it was.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema, type Db } from '../../apps/server/src/db/client.ts';
import { mayBeTold } from '../../apps/server/src/modules/dispatch/dispatch.service.ts';
import { onDutyNear, type Wanted } from '../../apps/server/src/modules/people/duty.service.ts';
import { JOBS_SCHEMA } from '../../apps/server/src/plugins/jobs/jobs.ts';
import { percentile, runHttp, settle, type Measurement } from './load.ts';
import { DISPATCH_POINT, PERSON_EMAIL } from './seed.ts';
import type { SqlRunner } from './target.ts';

/** How many volunteers a wave tells unless DISPATCH_WAVE_SIZE says otherwise (config.ts DEFAULT_DISPATCH). */
export const WAVE_SIZE = 5;

/** The statement of a request's next wave, with the conditions dispatch adds to it (dispatch.service.ts nextWave). */
function waveStatement(db: Db, requestId: string, wanted: Wanted) {
  return onDutyNear(db, wanted, WAVE_SIZE, mayBeTold(requestId));
}

export interface WaveStatement {
  text: string;
  params: unknown[];
  /** Which request's wave it chooses, for the report. */
  about: string;
}

/**
 * The first wave of the open request nearest to the centre of Pune, as the app would choose it:
 * its SQL and parameters as Drizzle writes them (the same for both drivers; no connection needed).
 */
export async function waveOfNearestOpenRequest(db: SqlRunner): Promise<WaveStatement> {
  const [request] = await db.query(
    `select id, user_id, volunteer_type, latitude, longitude, city from assistance_requests
     where status = 'pending' and volunteer_id is null and type = 'volunteer' and latitude between $1 - 0.1 and $1 + 0.1
     order by (latitude - $1) ^ 2 + (longitude - $2) ^ 2 limit 1`,
    [DISPATCH_POINT.latitude, DISPATCH_POINT.longitude],
  );
  if (!request) throw new Error(`No open request near ${DISPATCH_POINT.city} in the benchmark database`);
  const wanted: Wanted = {
    latitude: Number(request.latitude),
    longitude: Number(request.longitude),
    kind: request.volunteer_type as Wanted['kind'],
    requesterId: String(request.user_id),
  };
  const mock = drizzle.mock({ schema }) as unknown as Db;
  const { sql: text, params } = waveStatement(mock, String(request.id), wanted).toSQL();
  return { text, params, about: `the open ${String(request.volunteer_type)} request nearest to the centre of ${String(request.city)}` };
}

/** The queues of a request's first wave: the wave itself, then each notice's delivery and its mail. */
const FIRST_WAVE_QUEUES = ['assistance-request-made', 'deliver-notice', 'notice-mail'];
/**
 * The queues whose jobs name a request: its first wave, which a run stopped half-way may leave
 * waiting, and the next waves and the admins' deadlines, which every request leaves for later.
 */
const REQUEST_QUEUES = ['assistance-request-made', 'dispatch-wave', 'dispatch-escalation'];
/** How long the scenario waits for the first waves (and their notices) to go out after a load. */
const DRAIN_TIMEOUT_MS = 300_000;

const STREET = 'Bench Dispatch Road';
/** Block 1 is the warm-up's address, block 2 the measured run's. */
const addressIdOf = (block: number) => `d15a7c40-0000-4000-8000-00000000000${block}`;
const BLOCKS = [addressIdOf(1), addressIdOf(2)];

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export interface DispatchRun {
  measurement: Measurement;
  /** Requests made (201) per measured second. */
  madePerSecond: number;
  /** The measured run's requests whose first wave had gone out when the load stopped. */
  wavesDuringRun: number;
  /** The measured run's requests found in the database. */
  made: number;
  /** Seconds after the load stopped until every first wave (and its notices) had gone out. */
  drainSeconds: number;
  /** Seconds from a request being made to its first wave's alerts. */
  firstWave: { p50: number; p99: number; max: number };
  /** Volunteers told by a first wave, on average. */
  toldPerRequest: number;
  check: { ok: boolean; text: string };
}

/** An address of the measured person at the scenario's place. */
async function prepare(db: SqlRunner, block: number): Promise<void> {
  await db.query(
    `insert into addresses (id, user_id, fname, lname, street, city, state, country, pincode, latitude, longitude, is_primary)
     select $1, id, 'Bench', 'Person', $2, $3, $4, 'India', $5, $6, $7, false from users where email = $8`,
    [
      addressIdOf(block),
      `${block} ${STREET}`,
      DISPATCH_POINT.city,
      DISPATCH_POINT.state,
      DISPATCH_POINT.pincode,
      DISPATCH_POINT.latitude,
      DISPATCH_POINT.longitude,
      PERSON_EMAIL,
    ],
  );
}

/** Removes what the scenario made: the requests at its addresses with their notices and jobs, and the addresses. */
async function clean(db: SqlRunner): Promise<void> {
  const requests = `select id from assistance_requests where address_id = any($1::uuid[])`;
  await db.query(
    `delete from ${JOBS_SCHEMA}.job where name = any($2::text[]) and state < 'active' and (data->>'requestId')::uuid in (${requests})`,
    [BLOCKS, REQUEST_QUEUES],
  );
  // A notice keeps its text when its request goes (its reference is set to null), so it goes first.
  await db.query(`delete from notifications where request_id in (${requests})`, [BLOCKS]);
  // Alerts, declines and the requests' history go with them.
  await db.query(`delete from assistance_requests where address_id = any($1::uuid[])`, [BLOCKS]);
  await db.query(`delete from addresses where id = any($1::uuid[])`, [BLOCKS]);
  // Without analyze: the planner keeps the statistics of the seeded data (see seed.ts).
  await db.query('vacuum assistance_requests, dispatch_alerts, notifications, addresses');
}

/** Waits until no job of the first waves is due or running; answers how long that took, in seconds. */
async function drain(db: SqlRunner): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [row] = await db.query(
      `select count(*)::int as due from ${JOBS_SCHEMA}.job
       where name = any($1::text[]) and (state = 'active' or (state < 'active' and start_after <= now()))`,
      [FIRST_WAVE_QUEUES],
    );
    if (Number(row?.due) === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`${String(row?.due)} jobs of the first waves still due after ${DRAIN_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measureDispatch(
  db: SqlRunner,
  options: { baseUrl: string; token: string; connections: number; seconds: number; warmupSeconds: number },
): Promise<DispatchRun> {
  const load = (block: number, seconds: number) =>
    runHttp({
      url: `${options.baseUrl}/api/assistanceRequests`,
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      connections: options.connections,
      seconds,
      method: 'POST',
      body: JSON.stringify({
        type: 'volunteer',
        volunteerType: 'medical',
        priority: 'normal',
        requestedDate: tomorrow(),
        requestedTime: '10:30',
        description: 'Need a ride to the clinic and back',
        addressId: addressIdOf(block),
      }),
    });
  // A run stopped half-way leaves its requests behind; they go before anything is made.
  await clean(db);
  try {
    await prepare(db, 1);
    await prepare(db, 2);
    if (options.warmupSeconds > 0) {
      await load(1, options.warmupSeconds);
      // The measured run starts without the warm-up's waves still queued.
      await drain(db);
    }
    await settle();
    const measurement = await load(2, options.seconds);
    const stopped = new Date();
    const drainSeconds = await drain(db);
    const [row] = await db.query(
      `select count(*)::int as made,
         count(*) filter (where w.first <= $2)::int as "duringRun",
         count(w.first)::int as "withWave",
         count(*) filter (where w.first is null and r.escalated_at is not null)::int as "nobodyLeft",
         coalesce(avg(w.told), 0)::float8 as "toldPerRequest",
         coalesce(array_agg(extract(epoch from w.first - r.created_at)::float8) filter (where w.first is not null), '{}') as delays
       from assistance_requests r
       left join lateral (select min(a.alerted_at) as first, count(*) as told from dispatch_alerts a
                          where a.request_id = r.id and a.wave = 1 having count(*) > 0) w on true
       where r.address_id = $1`,
      [addressIdOf(2), stopped.toISOString()],
    );
    const made = Number(row?.made);
    const delays = Float64Array.from((row?.delays as number[] | undefined) ?? []).sort();
    const problems: string[] = [];
    if (made < measurement.ok) problems.push(`${measurement.ok} requests answered 201 but ${made} recorded`);
    const unsent = made - Number(row?.withWave) - Number(row?.nobodyLeft);
    if (unsent > 0) problems.push(`${unsent} requests without a first wave`);
    const text =
      `${made.toLocaleString('en')} requests made, every one's first wave sent` +
      (Number(row?.nobodyLeft) > 0 ? ` (${String(row?.nobodyLeft)} found nobody and went to the admins)` : '');
    return {
      measurement,
      madePerSecond: measurement.ok / measurement.seconds,
      wavesDuringRun: Number(row?.duringRun),
      made,
      drainSeconds,
      firstWave: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1) ?? Number.NaN },
      toldPerRequest: Number(row?.toldPerRequest),
      check: { ok: problems.length === 0, text: problems.length === 0 ? `${text}: OK` : `WRONG: ${problems.join('; ')}` },
    };
  } finally {
    await clean(db);
  }
}
