/**
 * Approvals under contention: the admin approves many distinct pending requests of ONE asset at
 * once, each approval a `PATCH /api/assetRequests/:id` that locks its request and then the asset's
 * row to count the units free for its days, so the approvals queue on that row. The scenario makes its own asset and
 * pending requests (ids a prefix and a counter, which approval-request.cjs counts through), one
 * set for the warm-up and one for the measured run, and removes them afterwards, so the seeded
 * data stays exactly as it was. After the run it checks the stock: an approval reserves units for
 * its days and they leave the shelf only at hand-over, so the stock row stays as it was, and the
 * approved requests, all for the same days, reserve no more units than it holds.
 */
import { fileURLToPath } from 'node:url';
import { runHttp, settle, type Measurement } from './load.ts';
import { SEED, SEEDED_USERS } from './seed.ts';
import type { SqlRunner } from './target.ts';

const setupRequest = fileURLToPath(new URL('./approval-request.cjs', import.meta.url));

/**
 * Pending requests made per second of a run: more than the app can approve on this machine, so
 * the load never runs out of requests to approve (it would show as 404 answers).
 */
const PENDING_PER_SECOND = 4_000;
/**
 * A person may have one pending request of an asset (the unique index asset_requests_one_pending_idx),
 * so a block's requests are each a different seeded person's, and there are no more of them than
 * people: 100,000, which lasts 25 s at PENDING_PER_SECOND and far longer at the few hundred
 * approvals a second the app makes here. Each person then has three pending at most (one seeded,
 * one of each block's asset), within PENDING_ASSET_REQUESTS_MAX.
 */
const MOST_PENDING = SEED.users;
/** The most units a request asks for (the quantity check of asset_requests). */
const MAX_QUANTITY = 3;
/** The mean units of the scenario's requests (1, 2 and 3 in turn). */
const MEAN_QUANTITY = 2;
/**
 * The runs-out case starts with the units of the approvals of this share of the measured run, at
 * the warm-up's pace, so the stock is gone early and most of the run measures refusals; without a
 * warm-up, with RUNS_OUT_FALLBACK_STOCK.
 */
const RUNS_OUT_SHARE = 1 / 3;
const RUNS_OUT_FALLBACK_STOCK = 1_000;

const ASSET_NAME = 'Bench Contention Wheelchair';
/** Block 1 is the warm-up's asset and requests, block 2 the measured run's. */
const assetIdOf = (block: number) => `a55e7000-0000-4000-8000-00000000000${block}`;
const requestIdPrefix = (block: number) => `a55e7001-000${block}-4000-8000-`;
const BLOCKS = [assetIdOf(1), assetIdOf(2)];

export interface StockCheck {
  initial: number;
  final: number;
  approvedRequests: number;
  approvedUnits: number;
  /** The stock adds up and stayed at zero or above, and the run measured what it meant to. */
  ok: boolean;
  text: string;
}

export interface ApprovalRun {
  measurement: Measurement;
  /** Approvals answered 200 per measured second. */
  approvalsPerSecond: number;
  /** Approvals refused (400) because the stock could not cover them. */
  refused: number;
  check: StockCheck;
}

/** The asset of a block with `stock` units and `count` pending requests of 1-3 units, each from a different seeded person. */
async function prepare(db: SqlRunner, block: number, stock: number, count: number): Promise<void> {
  await db.query(
    `insert into assets (id, short_code, name, description, category, stocks)
     values ($1, $2, $3, 'Approved many times at once by the benchmark.', 'wheelchair', $4)`,
    [assetIdOf(block), `BENCH-${block}`, ASSET_NAME, stock],
  );
  await db.query(
    `insert into asset_requests (id, asset_id, user_id, quantity, requested_date, return_date, status, priority, reason)
     select ($1 || lpad(to_hex(i), 12, '0'))::uuid, $2, u.id, 1 + i % ${MAX_QUANTITY}, current_date + 1, current_date + 15,
       'pending', 'medium', 'Benchmark approval'
     from generate_series(0, $3::int - 1) as i
     join (select id, row_number() over (order by email) as n from (${SEEDED_USERS}) p) u on u.n = 1 + i`,
    [requestIdPrefix(block), assetIdOf(block), count],
  );
}

/** Removes what the scenario made: its assets (their requests go with them) and the notices of its approvals. */
async function clean(db: SqlRunner): Promise<void> {
  await db.query('delete from assets where id = any($1::uuid[])', [BLOCKS]);
  await db.query('delete from notifications where content like $1', [`%${ASSET_NAME}%`]);
  // Without analyze: the planner keeps the statistics of the seeded data (see seed.ts).
  await db.query('vacuum assets, asset_requests, notifications');
}

async function stockCheck(db: SqlRunner, initial: number, runsOut: boolean, refused: number, approved200: number): Promise<StockCheck> {
  const [row] = await db.query(
    `select a.stocks as final,
       count(r.id) filter (where r.status = 'approved')::int as "approvedRequests",
       coalesce(sum(r.quantity) filter (where r.status = 'approved'), 0)::int as "approvedUnits"
     from assets a left join asset_requests r on r.asset_id = a.id
     where a.id = $1 group by a.stocks`,
    [assetIdOf(2)],
  );
  const final = Number(row?.final);
  const approvedRequests = Number(row?.approvedRequests);
  const approvedUnits = Number(row?.approvedUnits);
  const free = initial - approvedUnits;
  const problems: string[] = [];
  if (final !== initial) problems.push(`the stock changed from ${initial} to ${final}: units leave it at hand-over, not approval`);
  if (free < 0) problems.push(`${approvedUnits} units reserved for the same days from a stock of ${initial}`);
  // Approvals still running when the load stopped were answered to nobody, so the database may
  // hold a few more than the answers counted, never fewer.
  if (approvedRequests < approved200) problems.push(`${approved200} approvals answered 200 but ${approvedRequests} recorded`);
  // A request is refused only when the free units cannot cover it, so refusals mean they ran down.
  if (refused > 0 && free >= MAX_QUANTITY) problems.push(`${refused} approvals refused with ${free} units still free`);
  const shortRun = runsOut && free >= MAX_QUANTITY;
  const n = (value: number) => value.toLocaleString('en');
  const text =
    `stock ${n(initial)}, ${n(approvedUnits)} units reserved (${n(approvedRequests)} approved requests, ${n(approved200)} answered 200)` +
    `, ${n(free)} free` +
    (problems.length > 0 ? `: WRONG, ${problems.join('; ')}` : ', never reserved past the stock: OK') +
    (shortRun ? '; but the units never ran out, so no refusal was measured' : '');
  return { initial, final, approvedRequests, approvedUnits, ok: problems.length === 0 && !shortRun, text };
}

export async function measureApprovals(
  db: SqlRunner,
  options: { baseUrl: string; token: string; connections: number; seconds: number; warmupSeconds: number; stock: 'plenty' | 'runs-out' },
): Promise<ApprovalRun> {
  const runsOut = options.stock === 'runs-out';
  const pending = (seconds: number) => Math.min(MOST_PENDING, Math.ceil(seconds * PENDING_PER_SECOND));
  const load = (block: number, seconds: number) =>
    runHttp({
      url: `${options.baseUrl}/api/assetRequests`,
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      connections: options.connections,
      seconds,
      method: 'PATCH',
      body: JSON.stringify({ status: 'approved' }),
      setupRequest: { module: setupRequest, context: { idPrefix: requestIdPrefix(block) } },
    });
  // A run stopped half-way leaves its asset behind; it goes before anything is made.
  await clean(db);
  try {
    let pace: number | undefined;
    if (options.warmupSeconds > 0) {
      await prepare(db, 1, MAX_QUANTITY * pending(options.warmupSeconds), pending(options.warmupSeconds));
      const warmUp = await load(1, options.warmupSeconds);
      pace = warmUp.ok / warmUp.seconds;
    }
    // Plenty: enough for every pending request to be approved with its largest quantity.
    const initial = !runsOut
      ? MAX_QUANTITY * pending(options.seconds)
      : pace
        ? Math.max(MAX_QUANTITY, Math.round(pace * options.seconds * RUNS_OUT_SHARE * MEAN_QUANTITY))
        : RUNS_OUT_FALLBACK_STOCK;
    await prepare(db, 2, initial, pending(options.seconds));
    await settle();
    const raw = await load(2, options.seconds);
    // Approvals sent before the load stopped finish before the stock is read.
    await settle();
    // Refusals are the expected answer once the stock is gone; the check below holds them to that.
    const refused = runsOut ? (raw.statusCodes['400'] ?? 0) : 0;
    const statusCodes = Object.fromEntries(Object.entries(raw.statusCodes).filter(([code]) => !(runsOut && code === '400')));
    const measurement = { ...raw, non2xx: raw.non2xx - refused, statusCodes };
    const check = await stockCheck(db, initial, runsOut, refused, raw.ok);
    return { measurement, approvalsPerSecond: raw.ok / raw.seconds, refused, check };
  } finally {
    await clean(db);
  }
}
