/** The results as a plain-text table for the terminal and as markdown for bench/results/latest.md. */
import type { Measurement } from './load.ts';
import type { CapturedStatement } from './app-under-test.ts';
import type { DatabaseKind } from './options.ts';
import type { SeedResult } from './seed.ts';
import { capturedKey, scenarioOfFirstRequest, USERS_SEARCH, USERS_SEARCH_SQL, type Scenario } from './scenarios.ts';

export const TARGETS = { usersSearchP99Ms: 50, ratio: 0.5 } as const;

export type ScenarioOutcome =
  | { status: 'measured'; measurement: Measurement }
  | { status: 'skipped'; reason: string };

export interface Explained {
  statement: string;
  plan: string;
  indexes: string[];
}

export interface DatabaseRun {
  kind: DatabaseKind;
  label: string;
  where: string;
  seed?: SeedResult;
  outcomes: Map<string, ScenarioOutcome>;
  /** The SQL one request of each HTTP scenario runs, in order. */
  captured: Map<string, CapturedStatement[]>;
  explained: Explained[];
  /** Set when the run on this database failed as a whole. */
  failure?: string;
}

export interface MachineInfo {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
  loadBefore: number[];
  loadAfter: number[];
}

export interface Report {
  startedAt: Date;
  command: string;
  settings: string;
  connections: number;
  machine: MachineInfo;
  scenarios: Scenario[];
  runs: DatabaseRun[];
}

const shortName = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function problems(m: Measurement): string {
  const parts: string[] = [];
  if (m.non2xx > 0) {
    const codes = Object.entries(m.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    parts.push(`!! ${m.non2xx} non-2xx${codes ? ` (${codes})` : ''}`);
  }
  if (m.errors > 0) parts.push(`!! ${m.errors} errors${m.timeouts > 0 ? ` (${m.timeouts} timeouts)` : ''}`);
  return parts.length > 0 ? parts.join(', ') : '0';
}

function cells(outcome: ScenarioOutcome | undefined): string[] {
  if (!outcome) return ['', '', '', ''];
  if (outcome.status === 'skipped') return ['skipped', '', '', outcome.reason];
  const m = outcome.measurement;
  return [fixed(m.requestsPerSecond, 0), fixed(m.p50, 1), fixed(m.p99, 1), problems(m)];
}

export function ratioOf(run: DatabaseRun): number | undefined {
  const endpoint = run.outcomes.get(USERS_SEARCH);
  const direct = run.outcomes.get(USERS_SEARCH_SQL);
  if (endpoint?.status !== 'measured' || direct?.status !== 'measured') return undefined;
  if (direct.measurement.requestsPerSecond === 0) return undefined;
  return endpoint.measurement.requestsPerSecond / direct.measurement.requestsPerSecond;
}

/**
 * The run whose captured SQL the report shows. Drizzle writes the same SQL for both databases,
 * but only on PostgreSQL are statements prepared under names, so its run is preferred.
 */
const runWithSql = (report: Report) =>
  report.runs.find((r) => r.kind === 'postgres' && r.captured.size > 0) ?? report.runs.find((r) => r.captured.size > 0);

/** Rows of the main table: a column group per database, side by side. */
function tableRows(report: Report): string[][] {
  const header = ['Scenario', 'SQL/req'];
  const withSql = runWithSql(report);
  for (const run of report.runs) {
    const name = shortName(run.kind);
    header.push(`${name} req/s`, `${name} p50 ms`, `${name} p99 ms`, `${name} errors/non-2xx`);
  }
  const rows = [header];
  for (const scenario of report.scenarios) {
    const captured = withSql?.captured.get(capturedKey(scenario));
    const row = [`${scenario.id}: ${scenario.title}`, captured ? String(captured.length) : ''];
    for (const run of report.runs) row.push(...(run.failure ? ['failed', '', '', ''] : cells(run.outcomes.get(scenario.id))));
    rows.push(row);
  }
  const ratioRow = ['ratio users-search / users-search-sql (req/s)', ''];
  for (const run of report.runs) {
    const ratio = ratioOf(run);
    ratioRow.push(ratio === undefined ? '–' : fixed(ratio, 2), '', '', '');
  }
  rows.push(ratioRow);
  return rows;
}

export interface Verdict {
  text: string;
  pass: boolean | undefined;
  informational: boolean;
}

export function verdicts(report: Report): Verdict[] {
  const out: Verdict[] = [];
  for (const kind of ['postgres', 'pglite'] as const) {
    const run = report.runs.find((r) => r.kind === kind);
    const informational = kind === 'pglite';
    const suffix = informational ? ' (informational: the targets are set for PostgreSQL)' : '';
    const name = shortName(kind);
    if (!run || run.failure) {
      if (!informational) {
        out.push({ text: `${name}: not measured (set DATABASE_URL or pass --postgres)`, pass: undefined, informational });
      }
      continue;
    }
    const search = run.outcomes.get(USERS_SEARCH);
    if (search?.status === 'measured') {
      const m = search.measurement;
      const clean = m.non2xx === 0 && m.errors === 0;
      const pass = clean && m.p99 < TARGETS.usersSearchP99Ms;
      out.push({
        text: `${name}: users-search p99 ${fixed(m.p99, 1)} ms < ${TARGETS.usersSearchP99Ms} ms at ${report.connections} connections${clean ? '' : ' (non-2xx or errors!)'}${suffix}`,
        pass,
        informational,
      });
    } else {
      out.push({ text: `${name}: users-search not measured${suffix}`, pass: undefined, informational });
    }
    const ratio = ratioOf(run);
    out.push({
      text:
        ratio === undefined
          ? `${name}: endpoint / direct SQL ratio not measured${suffix}`
          : `${name}: endpoint / direct SQL throughput ratio ${fixed(ratio, 2)} ≥ ${TARGETS.ratio}${suffix}`,
      pass: ratio === undefined ? undefined : ratio >= TARGETS.ratio,
      informational,
    });
  }
  return out;
}

const mark = (v: Verdict) => (v.pass === undefined ? 'N/A ' : v.pass ? 'PASS' : 'FAIL');

export function warnings(report: Report): string[] {
  const out: string[] = [];
  for (const run of report.runs) {
    if (run.failure) out.push(`${run.label}: the run failed: ${run.failure}`);
    for (const [id, outcome] of run.outcomes) {
      if (outcome.status !== 'measured') continue;
      const m = outcome.measurement;
      if (m.non2xx > 0 || m.errors > 0) {
        out.push(`${shortName(run.kind)} ${id}: ${problems(m).replaceAll('!! ', '')}; its figures are NOT those of successful requests`);
      }
    }
  }
  return out;
}

function padTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const [header, ...body] = rows;
  if (!header) return '';
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function markdownTable(rows: string[][]): string {
  const [header, ...body] = rows;
  if (!header) return '';
  const esc = (c: string) => c.replaceAll('|', '\\|');
  return [
    `| ${header.map(esc).join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...body.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

/**
 * The load average at the start tells how busy the machine was before the benchmark added its own
 * load (which alone keeps both cores of a 2-core machine busy, so the figure after says little).
 */
function busyNote(report: Report): string | undefined {
  const m = report.machine;
  const load = m.loadBefore[0] ?? 0;
  if (load <= m.cores / 2) return undefined;
  return `Note: the machine was busy with other work (1-minute load average ${load.toFixed(1)} on ${m.cores} cores at the start); the figures are lower and noisier than on an idle machine.`;
}

function machineLines(report: Report): string[] {
  const m = report.machine;
  const note = busyNote(report);
  return [
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB.toFixed(1)} GiB, ${m.os}, Node ${m.node}`,
    `Load average (1/5/15 min) before: ${m.loadBefore.map((n) => n.toFixed(2)).join(' ')}, after: ${m.loadAfter.map((n) => n.toFixed(2)).join(' ')}`,
    `Settings: ${report.settings}`,
    ...(note ? [note] : []),
  ];
}

function databaseLines(report: Report): string[] {
  return report.runs.map((run) => {
    const seed = run.seed
      ? run.seed.reused
        ? 'seeded data reused'
        : `seeded in ${run.seed.seconds.toFixed(1)} s`
      : 'not seeded';
    return `${shortName(run.kind)}: ${run.label} at ${run.where} — ${seed}`;
  });
}

export function textReport(report: Report): string {
  const out = ['', ...machineLines(report), ...databaseLines(report), '', padTable(tableRows(report)), ''];
  out.push('Targets (issue 4):');
  for (const v of verdicts(report)) out.push(`  ${mark(v)}  ${v.text}`);
  const warn = warnings(report);
  if (warn.length > 0) {
    out.push('', '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
    for (const w of warn) out.push(`!! ${w}`);
    out.push('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
  }
  return `${out.join('\n')}\n`;
}

export function markdownReport(report: Report): string {
  const out = [
    '# Benchmark results',
    '',
    `Run ${report.startedAt.toISOString()} with \`${report.command}\`.`,
    '',
    ...machineLines(report).map((l) => `- ${l}`),
    ...databaseLines(report).map((l) => `- ${l}`),
    '',
    'Latencies in milliseconds; requests per second over the measured time. Every HTTP request is',
    'authenticated as in production (bearer token, session checked in the database).',
    '',
    markdownTable(tableRows(report)),
    '',
    '## Targets (issue 4)',
    '',
    ...verdicts(report).map((v) => `- **${mark(v).trim()}** ${v.text}`),
  ];
  const warn = warnings(report);
  if (warn.length > 0) out.push('', '## ⚠ Warnings', '', ...warn.map((w) => `- **${w}**`));
  const withSql = runWithSql(report);
  for (const [id, statements] of withSql?.captured ?? []) {
    if (statements.length === 0) continue;
    const firstOf = scenarioOfFirstRequest(id);
    out.push('', firstOf ? `## SQL of the first ${firstOf} request, on a node that has no total yet` : `## SQL of one ${id} request`, '');
    const replayedBy = report.scenarios.find((s) => s.kind === 'sql' && capturedKey(s) === id);
    if (replayedBy) out.push(`Replayed as is, in this order and with the same overlap, by ${replayedBy.id}.`, '');
    for (const s of statements) {
      const overlap = s.concurrentWithPrevious ? '-- sent while the previous statement was still running\n' : '';
      const prepared = s.name ? `-- prepared as ${s.name}\n` : '';
      out.push('```sql', `${overlap}${prepared}${s.text}`, `-- params: ${JSON.stringify(s.params)}`, '```');
    }
  }
  for (const run of report.runs) {
    for (const [i, e] of run.explained.entries()) {
      const of = run.explained.length > 1 ? ` (statement ${i + 1} of ${run.explained.length})` : '';
      out.push('', `## EXPLAIN ANALYZE of the users search on ${shortName(run.kind)}${of}`, '');
      const head = e.statement.length > 100 ? `${e.statement.slice(0, 100)}…` : e.statement;
      out.push(`\`${head}\``, '');
      out.push(`Indexes used: ${e.indexes.length > 0 ? e.indexes.join(', ') : '**none**'}`, '');
      out.push('```', e.plan, '```');
    }
  }
  return `${out.join('\n')}\n`;
}
