/**
 * Dispatch at scale (issue 37): requests for help made while 10,000 volunteers are on duty over
 * the country and 100,000 requests are open, each starting a real dispatch whose first wave the
 * app under test runs as a job while the requests keep coming; and the statement that chooses a
 * wave, built by the app's own code, run straight on the driver.
 *
 * A person may hold only OPEN_ASSISTANCE_REQUESTS_MAX requests open, so the scenario makes its own
 * people (requesters.ts), each with a session and an address at the centre of Pune: one set for
 * the warm-up and one for the measured run, so the run's requests are those made at its people's
 * addresses. Afterwards they go, with everything their requests caused (alerts, notices and the
 * jobs of later waves and deadlines), so the seeded data stays exactly as it was.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { AccessClaims } from '@sahaya/contract/auth/schemas';
import { schema, type Db } from '../../apps/server/src/db/client.ts';
import { mayBeTold } from '../../apps/server/src/modules/dispatch/dispatch.service.ts';
import { onDutyNear, type Wanted } from '../../apps/server/src/modules/people/duty.service.ts';
import { JOBS_SCHEMA } from '../../apps/server/src/plugins/jobs/jobs.ts';
import { percentile, runHttp, settle, type Measurement } from './load.ts';
import {
  addressesOfRequesters,
  makeRequesters,
  removeRequesters,
  requesterEmails,
  requestersFor,
  requestersMatching,
} from './requesters.ts';
import { DISPATCH_POINT } from './seed.ts';
import type { SqlRunner } from './target.ts';

const setupRequest = fileURLToPath(new URL('./requester-request.cjs', import.meta.url));

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

/**
 * The requests a second the scenario's people suffice for: more than twice the most this machine
 * has made (175, results/dispatch.md). Not many more: every requester's address lies at the
 * place, within the box each wave reads (onDutyNear), beside the 425 volunteers on duty there.
 * A faster run would be refused (409) past it, and the check says so.
 */
const MADE_PER_SECOND = 400;
/** Where the scenario's people live: all at the centre of Pune, so every request starts the same dispatch. */
const PLACE = { ...DISPATCH_POINT, street: '1 Bench Dispatch Road' };

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

/**
 * The people of a block (1 the warm-up's, 2 the measured run's), enough for `seconds` of load, and
 * what the load generator needs of them: a line of token and address each (requester-request.cjs).
 * The tokens are signed just before the load, so none expires during it.
 */
async function prepare(db: SqlRunner, sign: (claims: AccessClaims) => Promise<string>, block: number, seconds: number): Promise<string> {
  const people = await makeRequesters(db, block, requestersFor(seconds * MADE_PER_SECOND), PLACE);
  const lines = await Promise.all(
    people.map(async (p) => `${await sign({ sub: p.userId, role: 'user', sid: p.sessionId })} ${p.addressId}`),
  );
  return lines.join('\n');
}

/**
 * Removes what the scenario made: its people's requests with their notices and jobs, then the
 * people with their sessions and addresses.
 */
async function clean(db: SqlRunner): Promise<void> {
  const requests = `select id from assistance_requests where user_id in (${requestersMatching('$1')})`;
  const everyBlock = requesterEmails();
  // Also the jobs whose request is gone: a run stopped half-way leaves its requests to the seed's
  // count of assistance requests, which then seeds them again (its requests emptied) before this runs.
  await db.query(
    `delete from ${JOBS_SCHEMA}.job j where name = any($2::text[]) and state < 'active'
       and ((data->>'requestId')::uuid in (${requests})
            or not exists (select from assistance_requests r where r.id = (j.data->>'requestId')::uuid))`,
    [everyBlock, REQUEST_QUEUES],
  );
  // A notice keeps its text when its request goes (its reference is set to null), so it goes first.
  await db.query(`delete from notifications where request_id in (${requests})`, [everyBlock]);
  // Alerts, declines and the requests' history go with them.
  await db.query(`delete from assistance_requests where user_id in (${requestersMatching('$1')})`, [everyBlock]);
  await removeRequesters(db, everyBlock);
  // Without analyze: the planner keeps the statistics of the seeded data (see seed.ts).
  await db.query('vacuum assistance_requests, dispatch_alerts, notifications, addresses, sessions, users');
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
  options: {
    baseUrl: string;
    /** Signs a token for a person's session, as the app does at login (its signAccessToken). */
    sign: (claims: AccessClaims) => Promise<string>;
    connections: number;
    seconds: number;
    warmupSeconds: number;
  },
): Promise<DispatchRun> {
  // Each request is sent as the next of the block's people, at their own address (requester-request.cjs).
  const load = (people: string, seconds: number) =>
    runHttp({
      url: `${options.baseUrl}/api/assistanceRequests`,
      headers: { 'content-type': 'application/json' },
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
      }),
      setupRequest: { module: setupRequest, context: { people } },
    });
  // A run stopped half-way leaves its people and requests behind; they go before anything is made.
  await clean(db);
  try {
    if (options.warmupSeconds > 0) {
      await load(await prepare(db, options.sign, 1, options.warmupSeconds), options.warmupSeconds);
      // The measured run starts without the warm-up's waves still queued, and without its people:
      // their addresses would lie in the box of every wave of the run.
      await drain(db);
      await clean(db);
    }
    const people = await prepare(db, options.sign, 2, options.seconds);
    await settle();
    const measurement = await load(people, options.seconds);
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
       where r.address_id in (${addressesOfRequesters('$1')})`,
      [requesterEmails(2), stopped.toISOString()],
    );
    const made = Number(row?.made);
    const delays = Float64Array.from((row?.delays as number[] | undefined) ?? []).sort();
    const problems: string[] = [];
    if (made < measurement.ok) problems.push(`${measurement.ok} requests answered 201 but ${made} recorded`);
    const refused = measurement.statusCodes['409'] ?? 0;
    if (refused > 0) problems.push(`${refused} refused (409): more requests than the run's people may hold open, raise MADE_PER_SECOND`);
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
