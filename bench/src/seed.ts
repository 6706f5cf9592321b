/**
 * Seeds the benchmark data with set-based SQL: each batch is one INSERT ... SELECT over
 * generate_series, and every account shares one precomputed argon2 hash, so 120,000 people take
 * seconds rather than the hours that 120,000 hashes would. A database that already holds exactly
 * this data is reused as it is.
 */
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import type { BenchTarget, SqlRunner } from './target.ts';

export const SEED = {
  users: 100_000,
  volunteers: 20_000,
  /** Notifications of the measured person; one seeded user in ten also has one of their own. */
  personNotifications: 30,
  batch: 20_000,
} as const;

const DOMAIN = 'bench.sahaya.test';
export const ADMIN_EMAIL = `admin@${DOMAIN}`;
export const PERSON_EMAIL = `person@${DOMAIN}`;
/** Nobody signs in with it during the run; it exists so the accounts look like real ones. */
const BENCH_PASSWORD = 'Bench@12345';

// 40 first names × 25 surnames: every surname is carried by 1 in 25 people, so a search for one
// ("kumar") matches thousands of rows, which is the hard case for a paged, sorted search.
const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Ira',
  'Rohan', 'Rahul', 'Priya', 'Neha', 'Kavya', 'Meera', 'Nikhil', 'Pooja', 'Ravi', 'Sneha',
  'Suresh', 'Lakshmi', 'Deepak', 'Anjali', 'Vikram', 'Divya', 'Manoj', 'Geeta', 'Arun', 'Kiran',
];
const SURNAMES = [
  'Kumar', 'Sharma', 'Verma', 'Gupta', 'Singh', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Menon',
  'Rao', 'Das', 'Bose', 'Chatterjee', 'Mukherjee', 'Joshi', 'Kulkarni', 'Deshpande', 'Pillai', 'Naidu',
  'Khan', 'Fernandes', 'Mehta', 'Shah', 'Banerjee',
];
const CITIES = ['Bengaluru', 'Chennai', 'Mumbai', 'Pune', 'Hyderabad', 'Kochi', 'Delhi', 'Kolkata'];

const textArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]::text[]`;

/** Name, gender and timestamps of the i-th seeded person; newer people have smaller i. */
const personColumns = (prefix: string) => `
  n.first[1 + i % ${FIRST_NAMES.length}] || ' ' || n.last[1 + (i / ${FIRST_NAMES.length}) % ${SURNAMES.length}],
  '${prefix}-' || i || '@${DOMAIN}',
  $1,
  18 + i % 70,
  (array['Male','Female','Other'])[1 + i % 3],
  '9' || lpad(i::text, 9, '0'),
  true,
  now() - i * interval '30 seconds',
  now() - i * interval '30 seconds'`;

const names = `(select ${textArray(FIRST_NAMES)} as first, ${textArray(SURNAMES)} as last) n`;

const insertUsers = `
  insert into users (name, email, password_hash, age, gender, phone, is_verified, created_at, updated_at, role)
  select ${personColumns('user')}, 'user'::role
  from generate_series($2::int, $3::int) as i cross join ${names}`;

const insertVolunteers = `
  insert into users (name, email, password_hash, age, gender, phone, is_verified, created_at, updated_at, role, volunteer_type)
  select ${personColumns('volunteer')}, 'volunteer'::role,
    (array['medical','eldercare','maintenance','transportation','general'])[1 + i % 5]::volunteer_type
  from generate_series($2::int, $3::int) as i cross join ${names}`;

const insertVolunteerAddresses = `
  insert into addresses (user_id, fname, lname, street, city, state, country, pincode, latitude, longitude, is_primary)
  select v.id, split_part(v.name, ' ', 1), split_part(v.name, ' ', 2),
    (1 + v.n % 400) || ' Main Road', (${textArray(CITIES)})[1 + v.n % ${CITIES.length}], 'Karnataka', 'India',
    (560001 + v.n % 900)::text, 12.8 + (v.n % 500) / 1000.0, 77.4 + (v.n % 700) / 1000.0, true
  from (select id, name, row_number() over (order by email) as n from users where role = 'volunteer') v`;

const insertUserNotifications = `
  insert into notifications (user_id, type, content, read, created_at)
  select id, 'system'::notification_type, 'Welcome to Sahaya, ' || name || '!', true, created_at
  from users where role = 'user' and email like 'user-%' and phone like '%0'`;

export interface SeedCounts {
  users: number;
  volunteers: number;
  admins: number;
  persons: number;
  addresses: number;
  personNotifications: number;
}

async function counts(db: SqlRunner): Promise<SeedCounts> {
  const [row] = await db.query(
    `select
       (select count(*) from users where role = 'user' and email like 'user-%@${DOMAIN}')::int as users,
       (select count(*) from users where role = 'volunteer' and email like 'volunteer-%@${DOMAIN}')::int as volunteers,
       (select count(*) from users where role = 'admin' and email = $1)::int as admins,
       (select count(*) from users where role = 'user' and email = $2)::int as persons,
       (select count(*) from addresses a join users u on u.id = a.user_id where u.role = 'volunteer')::int as addresses,
       (select count(*) from notifications n join users u on u.id = n.user_id where u.email = $2)::int as "personNotifications"`,
    [ADMIN_EMAIL, PERSON_EMAIL],
  );
  return row as unknown as SeedCounts;
}

const isComplete = (c: SeedCounts) =>
  c.users === SEED.users &&
  c.volunteers === SEED.volunteers &&
  c.admins === 1 &&
  c.persons === 1 &&
  c.addresses === SEED.volunteers &&
  c.personNotifications === SEED.personNotifications;

export interface SeedResult {
  reused: boolean;
  seconds: number;
  counts: SeedCounts;
}

export async function ensureSeeded(
  target: BenchTarget,
  options: { reseed: boolean; log: (line: string) => void },
): Promise<SeedResult> {
  const db = target.admin;
  const started = performance.now();
  const before = await counts(db);
  // The planner statistics stay those taken right after seeding: ANALYZE samples rows at random,
  // and a fresh sample can flip the plan of the search, which would make runs incomparable.
  if (!options.reseed && isComplete(before)) return { reused: true, seconds: 0, counts: before };

  // The benchmark database holds nothing but benchmark data, so it is emptied rather than patched.
  options.log('  emptying the benchmark database');
  await db.query('truncate users cascade');
  const hash = await hashPassword(BENCH_PASSWORD);

  for (const [label, sql, total] of [
    ['users', insertUsers, SEED.users],
    ['volunteers', insertVolunteers, SEED.volunteers],
  ] as const) {
    for (let from = 1; from <= total; from += SEED.batch) {
      const to = Math.min(total, from + SEED.batch - 1);
      await db.query(sql, [hash, from, to]);
      options.log(`  ${label} ${to.toLocaleString('en')} / ${total.toLocaleString('en')}`);
    }
  }
  await db.query(
    `insert into users (name, email, password_hash, role, is_verified) values ('Bench Admin', $1, $2, 'admin', true)`,
    [ADMIN_EMAIL, hash],
  );
  const [person] = await db.query(
    `insert into users (name, email, password_hash, role, age, gender, phone, is_verified)
     values ('Bench Person', $1, $2, 'user', 34, 'Female', '9876543210', true) returning id`,
    [PERSON_EMAIL, hash],
  );
  await db.query(
    `insert into addresses (user_id, fname, lname, street, city, state, country, pincode, latitude, longitude, is_primary)
     values ($1, 'Bench', 'Person', '12 Lake View Road', 'Bengaluru', 'Karnataka', 'India', '560034', 12.93, 77.62, true)`,
    [person?.id],
  );
  await db.query(insertVolunteerAddresses);
  options.log('  addresses of volunteers');
  await db.query(insertUserNotifications);
  await db.query(
    `insert into notifications (user_id, type, content, read, created_at)
     select $1, 'system'::notification_type, 'Benchmark notification #' || i, i % 3 = 0, now() - i * interval '1 hour'
     from generate_series(1, $2::int) as i`,
    [person?.id, SEED.personNotifications],
  );
  options.log('  notifications');
  // Fresh statistics, or the planner guesses row counts for the search and may skip the index.
  await db.query('vacuum analyze users, addresses, notifications, sessions');
  const after = await counts(db);
  if (!isComplete(after)) throw new Error(`Seeding left unexpected counts: ${JSON.stringify(after)}`);
  return { reused: false, seconds: (performance.now() - started) / 1000, counts: after };
}

export interface BenchPeople {
  admin: { id: string; sessionId: string };
  person: { id: string; sessionId: string };
}

/**
 * Opens a session for the admin and for the measured person, as a login would, so the tokens
 * signed for them pass the app's own session check on every request.
 */
export async function openSessions(db: SqlRunner): Promise<BenchPeople> {
  const people = await db.query(`select id, email from users where email in ($1, $2)`, [ADMIN_EMAIL, PERSON_EMAIL]);
  const idOf = (email: string) => {
    const row = people.find((p) => p.email === email);
    if (!row) throw new Error(`${email} is missing from the benchmark database`);
    return String(row.id);
  };
  const adminId = idOf(ADMIN_EMAIL);
  const personId = idOf(PERSON_EMAIL);
  // Sessions of earlier runs are of no use any more; without this they would pile up run after run.
  await db.query('delete from sessions where user_id in ($1, $2)', [adminId, personId]);
  const open = async (userId: string) => {
    const [row] = await db.query(
      `insert into sessions (user_id, expires_at, user_agent) values ($1, now() + interval '1 day', 'sahaya-bench') returning id`,
      [userId],
    );
    return String(row?.id);
  };
  return {
    admin: { id: adminId, sessionId: await open(adminId) },
    person: { id: personId, sessionId: await open(personId) },
  };
}
