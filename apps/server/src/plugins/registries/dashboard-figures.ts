/**
 * The figures of the dashboards (spec 1 §1, spec 3 §1) and of the people pages, gathered by
 * modules/dashboards without naming the modules that own them, as `app.dashboardFigures`. Each module
 * registers what it counts as its routes register at start, as it registers the files it refers
 * to with `storage.referencedBy`; the app refuses to start while a figure has no module (app.ts).
 *
 * A figure several modules count (the requests: asset and assistance) is the sum of what each
 * registers; a list, the chart's days and a volunteer's tasks are one module's each; a person's
 * recent activity is the union of every module's rows, ordered once by the database.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnyPgColumn, PgSetOperatorWithResult } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { AdminDashboardReply, DashboardCards } from '@sahaya/contract/dashboards/schemas';
import type { ActivityKind } from '@sahaya/contract/activity';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { countKeptWhileUnchanged, type VersionedTable, VersionedTotals } from '../../db/versioned-totals.ts';

/** The figures of a person's own dashboard, each a sum over the modules that count it. */
export const personFigures = ['totalRequests', 'donationsTotal', 'unreadNotifications'] as const;
export type PersonFigure = (typeof personFigures)[number];

/** The admin dashboard's cards, each a sum over the modules that count it. */
export const adminCards = [
  'activeUsers',
  'activeVolunteers',
  'donationsReceived',
  'demoDonations',
  'pendingRequests',
  'overdueLoans',
  'unansweredRequests',
  'openGrievances',
  'overdueGrievances',
] as const satisfies readonly (keyof DashboardCards)[];
export type AdminCard = (typeof adminCards)[number];

/** The admin dashboard's short lists, and how fast help came: one module's each. */
export const adminLists = ['upcomingMeetings', 'recentDonations', 'pendingAssistanceRequests', 'pendingAssetRequests', 'responseTimes'] as const;
export type AdminList = (typeof adminLists)[number];

/** The chart's series, per day in India: rupees received and requests made, each a sum over the modules that count it. */
export const chartSeries = ['donations', 'requests'] as const;
export type ChartSeries = (typeof chartSeries)[number];

/** One day's value of a chart series; `day` is yyyy-MM-dd in India. */
export interface DayValue {
  day: string;
  value: number;
}

/** A row of recent activity, as db/activity-row.ts selects it. */
export interface ActivityRow {
  kind: ActivityKind;
  id: string;
  title: string;
  status: string;
  date: string | Date;
  amount: string | number | null;
}

/** One module's newest `n` rows of a person's activity, as a query for the union; titles an admin wrote (an asset's name) in the reader's `language`. */
export type ActivityBranch = (db: Db, userId: string, n: number, language: Language) => PgSetOperatorWithResult<ActivityRow[]> & TypedQueryBuilder<unknown, ActivityRow[]>;

/** A volunteer's tasks on hand: a scalar subquery for the lists, whether they are at the limit, and the count of one. */
export interface VolunteerTasks {
  count(volunteerId: AnyPgColumn): SQL<number>;
  atLimit(volunteerId: AnyPgColumn): SQL<boolean>;
  of(db: Db, volunteerId: string): Promise<number>;
}

type Count<Args extends unknown[]> = (db: Db, ...args: Args) => Promise<number>;

export interface CardOptions {
  /**
   * The versioned table (db/versioned-totals.ts) the count reads, when it reads nothing else, not
   * even the time: its value is then kept under the table's version and counted again only once
   * the table has changed, so an admin opening the dashboard again and again does not sum the
   * whole table each time.
   */
  keptWhile?: VersionedTable;
}

export interface DashboardFigures {
  /** Adds a module's count of the person's figure. */
  person(name: PersonFigure, count: Count<[userId: string]>): void;
  /** Adds a module's count of an admin card, at `now`. */
  card(name: AdminCard, count: Count<[now: Date]>, options?: CardOptions): void;
  /** Registers the module that gives an admin list, at `now`, with what an admin wrote (an asset's name) in the reader's `language`. */
  list<Name extends AdminList>(name: Name, read: (db: Db, now: Date, language: Language) => Promise<AdminDashboardReply[Name]>): void;
  /** Adds a module's values per day to a chart series, from the day that starts at `since`. */
  perDay(name: ChartSeries, read: (db: Db, since: Date) => Promise<DayValue[]>): void;
  /** Adds a module's rows to a person's recent activity. */
  activity(branch: ActivityBranch): void;
  /** Registers the module that knows a volunteer's tasks. */
  volunteerTasks(tasks: VolunteerTasks): void;
  /** The figures no module registered. */
  missing(): string[];

  personFigure(db: Db, name: PersonFigure, userId: string): Promise<number>;
  cardValue(db: Db, name: AdminCard, now: Date): Promise<number>;
  listOf<Name extends AdminList>(db: Db, name: Name, now: Date, language: Language): Promise<AdminDashboardReply[Name]>;
  /** The series' values by day, summed over its modules. */
  daysOf(db: Db, name: ChartSeries, since: Date): Promise<Map<string, number>>;
  activityBranches(): readonly ActivityBranch[];
  tasks(): VolunteerTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboardFigures: DashboardFigures;
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** `count`, kept in `totals` under `key` while `table` has not changed (db/versioned-totals.ts). */
function keptWhile(table: VersionedTable, count: Count<[Date]>, kept: WeakMap<Db, VersionedTotals>, key: string): Count<[Date]> {
  return async (db, now) => {
    let totals = kept.get(db);
    if (!totals) kept.set(db, (totals = new VersionedTotals()));
    return countKeptWhileUnchanged(db, totals, key, table, () => count(db, now));
  };
}

export function dashboardFiguresRegistry(): DashboardFigures {
  const person = new Map<PersonFigure, Count<[string]>[]>();
  const cards = new Map<AdminCard, Count<[Date]>[]>();
  const lists = new Map<AdminList, (db: Db, now: Date, language: Language) => Promise<unknown>>();
  const days = new Map<ChartSeries, ((db: Db, since: Date) => Promise<DayValue[]>)[]>();
  const branches: ActivityBranch[] = [];
  let tasks: VolunteerTasks | undefined;

  // The kept card values of each database (a test app's or a tool's own has other versions).
  const kept = new WeakMap<Db, VersionedTotals>();

  const add = <K, V>(map: Map<K, V[]>, name: K, value: V) => map.set(name, [...(map.get(name) ?? []), value]);

  return {
    person: (name, count) => add(person, name, count),
    card: (name, count, options = {}) =>
      add(cards, name, options.keptWhile ? keptWhile(options.keptWhile, count, kept, `${name}/${cards.get(name)?.length ?? 0}`) : count),
    list(name, read) {
      if (lists.has(name)) throw new Error(`The dashboard list ${name} is registered twice`);
      lists.set(name, read);
    },
    perDay: (name, read) => add(days, name, read),
    activity: (branch) => branches.push(branch),
    volunteerTasks(given) {
      if (tasks) throw new Error('The volunteer tasks are registered twice');
      tasks = given;
    },

    missing: () => [
      ...personFigures.filter((name) => !person.has(name)).map((name) => `person's dashboard: ${name}`),
      ...adminCards.filter((name) => !cards.has(name)).map((name) => `admin card: ${name}`),
      ...adminLists.filter((name) => !lists.has(name)).map((name) => `admin list: ${name}`),
      ...chartSeries.filter((name) => !days.has(name)).map((name) => `chart: ${name}`),
      // A union is of two queries at least; the requests alone give three.
      ...(branches.length < 2 ? ['recent activity'] : []),
      ...(tasks ? [] : ['volunteer tasks']),
    ],

    personFigure: async (db, name, userId) => sum(await Promise.all((person.get(name) ?? []).map((count) => count(db, userId)))),
    cardValue: async (db, name, now) => sum(await Promise.all((cards.get(name) ?? []).map((count) => count(db, now)))),
    // `list` took each with the type of its name's entry of the reply.
    listOf: async <Name extends AdminList>(db: Db, name: Name, now: Date, language: Language) =>
      (await lists.get(name)!(db, now, language)) as AdminDashboardReply[Name],
    async daysOf(db, name, since) {
      const byDay = new Map<string, number>();
      const all = await Promise.all((days.get(name) ?? []).map((read) => read(db, since)));
      for (const { day, value } of all.flat()) byDay.set(day, (byDay.get(day) ?? 0) + value);
      return byDay;
    },
    activityBranches: () => branches,
    tasks: () => tasks!,
  };
}

async function dashboardFiguresPlugin(app: FastifyInstance) {
  app.decorate('dashboardFigures', dashboardFiguresRegistry());
}

export default fp(dashboardFiguresPlugin, { name: 'dashboard-figures' });
